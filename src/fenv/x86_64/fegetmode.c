#define _GNU_SOURCE
#include "fenv_arch.h"

/* The control modes: the x87 control word and MXCSR without its flags. */
int fegetmode(femode_t *modep)
{
	modep->__control = (unsigned short)__x87_control();
	modep->__reserved = 0;
	modep->__mxcsr = __mxcsr_get() & ~(unsigned)FE_ALL_EXCEPT;
	return 0;
}
