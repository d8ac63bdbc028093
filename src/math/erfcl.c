#include "libm_ext.h"

hidden long double __erf_series(long double);
hidden long double __erfc_cf(long double);

/* From 0.75 up the continued fraction (erfc >= 0.29 below, so 1 - erf
   loses under two bits); beyond 106.7 erfc underflows even in long
   double.  Below -7 (x87) or -9 (binary128), 2 rounds it. */
long double erfcl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x < 0.75L) {
		if (x > -1.5L)
			return 1 - (signbit(x) ? -__erf_series(-x) : __erf_series(x));
		if (x > (LDBL_MANT_DIG > 64 ? -9 : -7))
			return 2 - __erfc_cf(-x);
		return 2 - 0x1p-120L;
	}
	if (x > 107) {
		errno = ERANGE;
		volatile long double tiny = 0x1p-16382L;
		return isinf(x) ? 0 : tiny * tiny;
	}
	long double r = __erfc_cf(x);
	if (r < 0x1p-16382L)
		errno = ERANGE;
	return r;
}
