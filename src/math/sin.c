#include "libm.h"

double sin(double x)
{
	uint64_t ix = __f64_bits(x) & 0x7fffffffffffffffu;
	double y[2];

	if (ix <= 0x3fe921fb54442d18u) {
		/* |x| <= pi/4 */
		if (ix < 0x3e40000000000000u) {
			/* |x| < 2^-27: sin x = x to within 2^-55 relative */
			if (ix < 0x0010000000000000u && ix)
				__fp_force(x * x);
			return x;
		}
		return __sin_kernel(x, 0.0);
	}
	if (ix >= 0x7ff0000000000000u)
		return __math_invalid(x);
	int n = ix < 0x4130000000000000u ? __rem_pio2_medium(x, &y[0], &y[1]) : __rem_pio2(x, y);
	switch (n & 3) {
	case 0: return __sin_kernel(y[0], y[1]);
	case 1: return __cos_kernel(y[0], y[1]);
	case 2: return -__sin_kernel(y[0], y[1]);
	default: return -__cos_kernel(y[0], y[1]);
	}
}
