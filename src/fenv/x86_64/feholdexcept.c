#include "fenv_arch.h"

/* Saves the environment, then clears the flags and masks every
   exception in both units (non-stop mode). */
int feholdexcept(fenv_t *envp)
{
	fegetenv(envp);
	fenv_t env = *envp;
	env.__control |= FE_ALL_EXCEPT;
	env.__status &= ~FE_ALL_EXCEPT;
	__x87_setenv(&env);
	__mxcsr_set((envp->__mxcsr & ~FE_ALL_EXCEPT) | __MXCSR_MASKS);
	return 0;
}
