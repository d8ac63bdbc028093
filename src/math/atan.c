#include "libm.h"

double atan(double x)
{
	uint64_t ix = __f64_bits(x);
	uint64_t ax = ix & 0x7fffffffffffffffu;

	if (ax < 0x3e40000000000000u) {
		/* |x| < 2^-27: atan x = x to within 2^-55 relative */
		if (ax < 0x0010000000000000u && ax)
			__fp_force(x * x);
		return x;
	}
	if (ax > 0x7ff0000000000000u)
		return x + x;
	double lo, hi = __atan_dd(__f64_from(ax), 0.0, &lo);
	double r = hi + lo;
	return ix >> 63 ? -r : r;
}
