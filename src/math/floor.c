#include "libm.h"

/* Works on the encoding: the fraction bits below the binary point are
   cleared, after adding them for a negative value so that the carry
   moves the magnitude up to the next integer (possibly into the
   exponent field, which is then the right power of two).  No exception
   but invalid for a signalling NaN. */
double floor(double x)
{
	uint64_t u = __f64_bits(x);
	int e = (int)(u >> 52 & 0x7ff) - 0x3ff;
	if (e >= 52)
		return e == 0x400 ? x + x : x;
	if (e < 0) {
		if (!(u << 1))
			return x;
		return u >> 63 ? -1.0 : 0.0;
	}
	uint64_t frac = (1ull << (52 - e)) - 1;
	if (!(u & frac))
		return x;
	if (u >> 63)
		u += frac;
	return __f64_from(u & ~frac);
}
