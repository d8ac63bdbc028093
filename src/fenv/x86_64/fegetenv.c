#include "fenv_arch.h"

int fegetenv(fenv_t *envp)
{
	__x87_getenv(envp);
	envp->__mxcsr = __mxcsr_get();
	return 0;
}
