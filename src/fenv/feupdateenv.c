#include <fenv.h>

/* Installs *envp, then raises again what was raised meanwhile. */
int feupdateenv(const fenv_t *envp)
{
	int raised = fetestexcept(FE_ALL_EXCEPT);
	fesetenv(envp);
	feraiseexcept(raised);
	return 0;
}
