#include "libm.h"
#include "libm_coef.h"

/* tan(y0 + y1) = tan(y0) + y1 (1 + tan^2 y0), tan y0 = y0 + y0^3 t(y0^2).
   For the odd quadrants -1/tan is needed: tan is kept as hi + lo and the
   reciprocal corrected by one Newton step on the pair, so it is rounded
   once too. */
static inline double tan_kernel(double y0, double y1, int odd)
{
	double z = y0 * y0;
	double z2 = z * z, z4 = z2 * z2;
	double p = TAN_T1 + z * TAN_T2 + z2 * (TAN_T3 + z * TAN_T4)
		+ z4 * (TAN_T5 + z * TAN_T6 + z2 * (TAN_T7 + z * TAN_T8))
		+ z4 * z4 * (TAN_T9 + z * TAN_T10 + z2 * (TAN_T11 + z * TAN_T12)
			     + z4 * (TAN_T13 + z * TAN_T14 + z2 * TAN_T15));
	double tail = z * y0 * (TAN_T0 + z * p) + y1 * (1.0 + z);
	if (!odd)
		return y0 + tail;
	double tl, th = __fast_two_sum(y0, tail, &tl);
	double u = -1.0 / th;
	double el, eh = __two_prod(u, th, &el);
	return u + u * (((1.0 + eh) + el) + u * tl);
}

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
		return tan_kernel(x, 0.0, 0);
	}
	if (ix >= 0x7ff0000000000000u)
		return __math_invalid(x);
	int n = ix < 0x4130000000000000u ? __rem_pio2_medium(x, &y[0], &y[1]) : __rem_pio2(x, y);
	return tan_kernel(y[0], y[1], n & 1);
}
