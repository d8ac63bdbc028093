#include "fenv_arch.h"

/* Anything but one of the four modes fails (nonzero), leaving the mode. */
int fesetround(int round)
{
	if ((unsigned)round & ~0xc00u)
		return -1;
	__x87_set_control((__x87_control() & ~0xc00u) | (unsigned)round);
	__mxcsr_set((__mxcsr_get() & ~(0xc00u << __MXCSR_RC_SHIFT)) |
		    (unsigned)round << __MXCSR_RC_SHIFT);
	return 0;
}
