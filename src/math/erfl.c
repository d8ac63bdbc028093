#include "libm_ext.h"

hidden long double __erf_series(long double);
hidden long double __erfc_cf(long double);

/* Beyond 7 (x87: erfc(x) < 2^-65) or 9 (binary128: erfc(x) < 2^-115),
   erf is 1 rounded as the mode says: 1 minus less than half an ulp. */
long double erfl(long double x)
{
	if (isnan(x))
		return x + x;
	long double a = fabsl(x), r;
	if (a < 0x1p-66L)
		return x * 0x906eba8214db688dp-63L;     /* 2/sqrt(pi) x */
	if (a < 1.5L)
		r = __erf_series(a);
	else if (a < (LDBL_MANT_DIG > 64 ? 9 : 7))
		r = 1 - __erfc_cf(a);
	else
		r = 1 - 0x1p-120L;
	return signbit(x) ? -r : r;
}
