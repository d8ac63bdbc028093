#include "fenv_arch.h"

int fegetenv(fenv_t *envp)
{
	__fe_getenv(envp);
	return 0;
}
