#include "libm.h"

/* Half away from zero: adding half a unit of the integer position to
   the magnitude bits before clearing the fraction rounds ties outward
   whatever the sign, since the sign bit is not part of the sum. */
double round(double x)
{
	uint64_t u = __f64_bits(x);
	int e = (int)(u >> 52 & 0x7ff) - 0x3ff;
	if (e >= 52)
		return e == 0x400 ? x + x : x;
	if (e < 0) {
		uint64_t sign = u & 1ull << 63;
		return __f64_from(e == -1 ? sign | 0x3ffull << 52 : sign);
	}
	uint64_t frac = (1ull << (52 - e)) - 1;
	if (!(u & frac))
		return x;
	u += 1ull << (51 - e);
	return __f64_from(u & ~frac);
}
