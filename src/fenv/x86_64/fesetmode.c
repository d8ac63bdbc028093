#define _GNU_SOURCE
#include "fenv_arch.h"

/* The control word and MXCSR's controls from *modep (FE_DFL_MODE: the
   state at program start); the exception flags stay as they are. */
int fesetmode(const femode_t *modep)
{
	unsigned cw = modep == FE_DFL_MODE ? __X87_CW_DEFAULT : modep->__control;
	unsigned mx = modep == FE_DFL_MODE ? __MXCSR_MASKS : modep->__mxcsr;
	__x87_set_control(cw);
	__mxcsr_set((mx & ~(unsigned)FE_ALL_EXCEPT) | (__mxcsr_get() & FE_ALL_EXCEPT));
	return 0;
}
