#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* The fraction x - trunc(x) is exact; infinities have a zero fraction,
   and every zero part keeps x's sign. */
long double modfl(long double x, long double *ip)
{
	long double t = truncl(x);
	*ip = t;
	if (isinf(x))
		return copysignl(0, x);
	if (isnan(x))
		return x + x;
	return copysignl(x - t, x);
}
