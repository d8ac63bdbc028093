#define _GNU_SOURCE
#include "fenv_arch.h"

/* Masks the exceptions in both units; the previously enabled set is
   returned. */
int fedisableexcept(int excepts)
{
	unsigned e = (unsigned)excepts & FE_ALL_EXCEPT;
	unsigned cw = __x87_control();
	__x87_set_control(cw | e);
	__mxcsr_set(__mxcsr_get() | e << 7);
	return (int)(~cw & FE_ALL_EXCEPT);
}
