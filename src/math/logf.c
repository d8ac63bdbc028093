#include "libm.h"

/* log's table (c ~ 1/m, -log c) in double with a degree-5 log1p:
   the double result is good to ~2^-45, so the conversion to float is
   the only rounding that matters. */
float logf(float x)
{
	uint32_t ix = __f32_bits(x);

	if (ix - 0x00800000u >= 0x7f800000u - 0x00800000u) {
		/* x <= 0, subnormal, inf or nan */
		if (ix << 1 == 0)
			return __math_divzerof(1);
		if (ix == 0x7f800000u)
			return x;
		if (ix >> 31 || ix >= 0x7f800000u)
			return __math_invalidf(x);
	}
	uint64_t dx = __f64_bits((double)x);
	uint64_t tmp = dx - 0x3fe6a00000000000u;
	int64_t e = (int64_t)tmp >> 52;
	const double *t = __log_tab + 3 * (tmp >> 45 & 127);
	double r = __f64_from(dx - (tmp & 0xfff0000000000000u)) * t[0] - 1.0;
	double r2 = r * r;
	double p = r + r2 * (-0.5 + r * (0x1.5555555555555p-2 - 0.25 * r) + r2 * r * 0x1.999999999999ap-3);
	return (float)((double)e * 0x1.62e42fefa39efp-1 + t[1] + (t[2] + p));
}
