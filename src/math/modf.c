#include "libm.h"

/* Both parts carry the sign of x (-3.5: -3 and -0.5; -4: -4 and -0). */
double modf(double x, double *ip)
{
	uint64_t u = __f64_bits(x);
	uint64_t sign = u & 1ull << 63;
	int e = (int)(u >> 52 & 0x7ff) - 0x3ff;
	if (e >= 52) {
		*ip = x;
		if (e == 0x400 && (u << 12))
			return x + x;
		return __f64_from(sign);
	}
	if (e < 0) {
		*ip = __f64_from(sign);
		return x;
	}
	uint64_t frac = (1ull << (52 - e)) - 1;
	if (!(u & frac)) {
		*ip = x;
		return __f64_from(sign);
	}
	*ip = __f64_from(u & ~frac);
	/* exact: both have the same sign and exponent at least that of x */
	return x - *ip;
}
