#include "fenv_arch.h"

/* fesetround keeps both units in the same mode; MXCSR is the one that
   double and float arithmetic follows. */
int fegetround(void)
{
	return (int)(__mxcsr_get() >> __MXCSR_RC_SHIFT & 0xc00);
}
