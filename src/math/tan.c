#include "libm.h"

double tan(double x)
{
	uint64_t ix = __f64_bits(x) & 0x7fffffffffffffffu;
	double y[2];

	if (ix <= 0x3fe921fb54442d18u) {
		/* |x| <= pi/4 */
		if (ix < 0x3e40000000000000u) {
			if (ix < 0x0010000000000000u && ix)
				__fp_force(x * x);
			return x;
		}
		return __tan_kernel(x, 0.0, 0);
	}
	if (ix >= 0x7ff0000000000000u)
		return __math_invalid(x);
	int n = __rem_pio2(x, y);
	return __tan_kernel(y[0], y[1], n & 1);
}
