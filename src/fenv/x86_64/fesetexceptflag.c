#include "fenv_arch.h"

/* Sets the selected flags to their saved state without trapping: the
   state goes to MXCSR, and the x87 copies of those flags are cleared so
   that fetestexcept, which merges the two, sees exactly the saved one. */
int fesetexceptflag(const fexcept_t *flagp, int excepts)
{
	unsigned e = (unsigned)excepts & FE_ALL_EXCEPT;
	if (!e)
		return 0;
	if (__x87_status() & e) {
		fenv_t env;
		__x87_getenv(&env);
		env.__status &= ~e;
		__x87_setenv(&env);
	}
	__mxcsr_set((__mxcsr_get() & ~e) | (*flagp & e));
	return 0;
}
