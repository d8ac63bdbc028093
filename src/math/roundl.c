#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* Halves away from zero: x - trunc(x) is exact. */
long double roundl(long double x)
{
	long double t = truncl(x);
	if (fabsl(x - t) >= 0.5L)
		t += x < 0 ? -1 : 1;
	return t;
}
