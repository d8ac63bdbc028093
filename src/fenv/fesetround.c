#include "fenv_arch.h"

/* Anything but one of the four modes fails (nonzero), leaving the mode. */
int fesetround(int round)
{
	if ((unsigned)round & ~__FE_ROUND_MASK)
		return -1;
	__fe_set_control((__fe_control() & ~__FE_ROUND_MASK) | (unsigned)round);
	return 0;
}
