#define _GNU_SOURCE
#include "fenv_arch.h"

/* FE_DFL_MODE: round to nearest, no traps (a zero control register). */
int fesetmode(const femode_t *modep)
{
	__fe_set_control(modep == FE_DFL_MODE ? 0 : *modep);
	return 0;
}
