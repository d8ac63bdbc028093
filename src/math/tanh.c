#include "libm.h"
#include "libm_coef.h"

/* Below 1/4 an odd polynomial; up to 22, 1 - 2/(e^2x + 1) with e^2x and
   the quotient as hi + lo (the subtraction from 1 cancels at most 2
   bits there); beyond, +-1 rounded from below. */
double tanh(double x)
{
	uint64_t ix = __f64_bits(x);
	uint64_t ax = ix & 0x7fffffffffffffffu;
	double a = __f64_from(ax), r;

	if (ax < 0x3fd0000000000000u) {
		if (ax < 0x3e40000000000000u) {
			if (ax < 0x0010000000000000u && ax)
				__fp_force(x * x);
			return x;
		}
		double z = x * x, z2 = z * z, z4 = z2 * z2;
		double p = TANH_T0 + z * TANH_T1 + z2 * (TANH_T2 + z * TANH_T3)
			+ z4 * (TANH_T4 + z * TANH_T5 + z2 * (TANH_T6 + z * TANH_T7))
			+ z4 * z4 * (TANH_T8 + z * TANH_T9);
		return x + x * z * p;
	}
	if (ax > 0x7ff0000000000000u)
		return x + x;
	if (a > 22) {
		r = 1.0 - 0x1p-100;
	} else {
		int k;
		double tail, t = __exp_hl(2 * a, &tail, &k);
		double sc = __f64_from((uint64_t)(k + 1023) << 52);
		double el, eh = __fast_two_sum(t * sc, tail * sc, &el);
		double de, dh = __fast_two_sum(eh, 1.0, &de);
		double dl = de + el;
		double q = 2.0 / dh;
		double pe, p = __two_prod(q, dh, &pe);
		double ql = (((2.0 - p) - pe) - q * dl) / dh;
		double e, h = __two_sum(1.0, -q, &e);
		r = h + (e - ql);
	}
	return ix >> 63 ? -r : r;
}
