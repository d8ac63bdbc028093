#include "libm.h"

/* In double: 2^(k/128) from exp's table (its high parts alone are far
   more accurate than a float needs) times a degree-3 polynomial for e^r,
   |r| <= ln2/256; the error before the final conversion is ~2^-40, so
   the float result is within 0.5 ulp + 2^-16. */
float expf(float x)
{
	uint32_t ix = __f32_bits(x);
	uint32_t top = ix >> 20 & 0x7ff;

	if (top >= 0x42a) {
		/* |x| >= 85, inf or nan */
		if (ix == 0xff800000u)
			return 0.0f;
		if (top >= 0x7f8)
			return x + x;
		if (x > 0x1.62e42ep6f)
			return __math_oflowf(0);
		if (x < -0x1.9fe368p6f)
			return __math_uflowf(0);
	}
	double xd = x;
	double kd = xd * 0x1.71547652b82fep7 + __ROUND_SHIFT;
	uint64_t k = __f64_bits(kd);
	kd -= __ROUND_SHIFT;
	double r = xd - kd * 0x1.62e42fefa39efp-8;
	double p = r + r * r * (0.5 + r * 0x1.5555555555555p-3);
	double s = __f64_from(__f64_bits(__exp_tab[2 * (k & 127)]) + ((k >> 7) << 52));
	return (float)(s + s * p);
}
