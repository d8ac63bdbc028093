#include "libm.h"
#include "libm_coef.h"

/* In double: the reduction by pi/2 in two pieces (86 bits, ample below
   2^19 for a float argument), __rem_pio2 beyond, and short polynomials
   good to ~2^-40, so the conversion to float is the only rounding that
   matters. */
static double sin_poly(double r)
{
	double z = r * r;
	return r + r * z * (SIN_S0 + z * (SIN_S1 + z * (SIN_S2 + z * SIN_S3)));
}

static double cos_poly(double r)
{
	double z = r * r;
	return 1.0 - 0.5 * z + z * z * (COS_C0 + z * (COS_C1 + z * (COS_C2 + z * COS_C3)));
}

float sinf(float x)
{
	uint32_t ix = __f32_bits(x) & 0x7fffffffu;
	double xd = x, r;
	int n;

	if (ix <= 0x3f490fdbu) {
		/* |x| <= pi/4 */
		if (ix < 0x39800000u) {
			/* |x| < 2^-12 */
			if (ix < 0x00800000u && ix)
				__fp_forcef(x * x);
			return x;
		}
		return (float)sin_poly(xd);
	}
	if (ix < 0x48800000u) {
		/* |x| < 2^18 */
		double kd = xd * INVPIO2 + __ROUND_SHIFT;
		n = (int)__f64_bits(kd);
		kd -= __ROUND_SHIFT;
		r = (xd - kd * PIO2_1) - kd * (PIO2_2 + PIO2_3);
	} else {
		if (ix >= 0x7f800000u)
			return __math_invalidf(x);
		double y[2];
		n = __rem_pio2(xd, y);
		r = y[0];
	}
	switch (n & 3) {
	case 0: return (float)sin_poly(r);
	case 1: return (float)cos_poly(r);
	case 2: return (float)-sin_poly(r);
	default: return (float)-cos_poly(r);
	}
}
