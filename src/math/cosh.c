#include "libm.h"

/* Up to 22, (e^x + e^-x)/2 with both exponentials as hi + lo; beyond,
   e^x/2 scaled in two steps (cosh overflows later than e^x). */
double cosh(double x)
{
	uint64_t ax = __f64_bits(x) & 0x7fffffffffffffffu;
	double a = __f64_from(ax);

	if (ax < 0x3e30000000000000u)
		/* |x| < 2^-28: 1, inexact unless x is 0 */
		return 1.0 + a * a;
	if (ax >= 0x7ff0000000000000u)
		return a + a;
	if (a <= 22) {
		double eh, el, rh, rl;
		__exp_pair(a, &eh, &el, &rh, &rl);
		double e, h = __fast_two_sum(eh, rh, &e);
		return 0.5 * (h + (e + (el + rl)));
	}
	if (a > 0x1.633ce8fb9f87dp9)
		return __math_oflow(0);
	int k;
	double tail, t = __exp_hl(a, &tail, &k);
	return (t + tail) * __f64_from((uint64_t)(k - 2 + 1023) << 52) * 2.0;
}
