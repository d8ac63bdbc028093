#include "libm_ext.h"

/* atanh(x) = log1p(2x / (1 - x)) / 2; +-1 are poles, beyond, a domain error. */
long double atanhl(long double x)
{
	long double a = fabsl(x);
	if (isnan(x))
		return x + x;
	if (a >= 1) {
		if (a == 1) {
			errno = ERANGE;
			return x / 0.0L;
		}
		errno = EDOM;
		return (x - x) / (x - x);
	}
	if (a < 0x1p-33L)
		return x + x * 0x1p-70L * a;
	long double r = log1pl(2 * a / (1 - a)) / 2;
	return signbit(x) ? -r : r;
}
