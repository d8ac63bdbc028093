#include "libm.h"
#include "libm_coef.h"

/* Below 1/4 an odd polynomial.  Up to 22, (e^x - e^-x)/2 with both
   exponentials as hi + lo, so the subtraction loses nothing.  Beyond,
   e^-x is below 2^-63 e^x and sinh is e^x/2, scaled in two steps as it
   overflows later than e^x. */
double sinh(double x)
{
	uint64_t ix = __f64_bits(x);
	uint64_t ax = ix & 0x7fffffffffffffffu;
	double a = __f64_from(ax), r;

	if (ax < 0x3fd0000000000000u) {
		/* |x| < 1/4 */
		if (ax < 0x3e40000000000000u) {
			if (ax < 0x0010000000000000u && ax)
				__fp_force(x * x);
			return x;
		}
		double z = x * x, z2 = z * z;
		return x + x * z * (SINH_S0 + z * SINH_S1 + z2 * (SINH_S2 + z * SINH_S3 + z2 * SINH_S4));
	}
	if (ax >= 0x7ff0000000000000u)
		return x + x;
	if (a <= 22) {
		double eh, el, rh, rl;
		__exp_pair(a, &eh, &el, &rh, &rl);
		double e, h = __fast_two_sum(eh, -rh, &e);
		r = 0.5 * (h + (e + (el - rl)));
	} else {
		if (a > 0x1.633ce8fb9f87dp9)
			return __math_oflow(ix >> 63);
		int k;
		double tail, t = __exp_hl(a, &tail, &k);
		r = (t + tail) * __f64_from((uint64_t)(k - 2 + 1023) << 52) * 2.0;
	}
	return ix >> 63 ? -r : r;
}
