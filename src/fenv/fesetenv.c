#include "fenv_arch.h"

int fesetenv(const fenv_t *envp)
{
	__fe_setenv(envp);
	return 0;
}
