#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

long double logbl(long double x)
{
	if (!isfinite(x))
		return x * x;
	if (x == 0) {
		volatile long double zero = 0.0L;
		return -1.0L / zero;
	}
	int e;
	frexpl(x, &e);
	return e - 1;
}
