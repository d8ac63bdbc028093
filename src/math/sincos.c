#define _GNU_SOURCE
#include "libm.h"

void sincos(double x, double *s, double *c)
{
	uint64_t ix = __f64_bits(x) & 0x7fffffffffffffffu;
	double y[2];

	if (ix <= 0x3fe921fb54442d18u) {
		if (ix < 0x3e40000000000000u) {
			if (ix < 0x0010000000000000u && ix)
				__fp_force(x * x);
			*s = x;
			*c = 1.0 - x * x;
			return;
		}
		*s = __sin_kernel(x, 0.0);
		*c = __cos_kernel(x, 0.0);
		return;
	}
	if (ix >= 0x7ff0000000000000u) {
		*s = *c = __math_invalid(x);
		return;
	}
	int n = ix < 0x4130000000000000u ? __rem_pio2_medium(x, &y[0], &y[1]) : __rem_pio2(x, y);
	double sv = __sin_kernel(y[0], y[1]), cv = __cos_kernel(y[0], y[1]);
	switch (n & 3) {
	case 0: *s = sv; *c = cv; break;
	case 1: *s = cv; *c = -sv; break;
	case 2: *s = -sv; *c = -cv; break;
	default: *s = -cv; *c = sv; break;
	}
}
