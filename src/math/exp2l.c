#include "ld128.h"

/* 2^x = 2^n e^(f ln2) with n the nearest integer to x: exact powers of
   two come out exact. */
long double exp2l(long double x)
{
	if (isnan(x))
		return x + x;
	if (x > 16400)
		return scalbnl(x, 16383);
	if (x < -16600) {
		if (isinf(x))
			return 0;
		return scalbnl(0x1p-16000L, -1000);
	}
	long double n = rintl(x), f = x - n;
	long double r = f == 0 ? 1 : 1 + __ld128_expm1_small(f * __ld128_ln2());
	r = scalbnl(r, (int)n);
	if (r < 0x1p-16382L)
		errno = ERANGE;
	return r;
}
