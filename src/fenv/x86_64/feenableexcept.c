#define _GNU_SOURCE
#include "fenv_arch.h"

/* Unmasks the exceptions in both units (a mask bit set means no trap;
   MXCSR's masks are the flag bits shifted left by 7).  The previously
   enabled set is returned. */
int feenableexcept(int excepts)
{
	unsigned e = (unsigned)excepts & FE_ALL_EXCEPT;
	unsigned cw = __x87_control();
	__x87_set_control(cw & ~e);
	__mxcsr_set(__mxcsr_get() & ~(e << 7));
	return (int)(~cw & FE_ALL_EXCEPT);
}
