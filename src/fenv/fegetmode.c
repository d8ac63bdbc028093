#define _GNU_SOURCE
#include "fenv_arch.h"

/* The control modes are the control register (FPCR, frm). */
int fegetmode(femode_t *modep)
{
	*modep = __fe_control();
	return 0;
}
