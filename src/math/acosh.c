#include "libm.h"
#include "libm_coef.h"

/* log(x + sqrt(x^2 - 1)), every step as hi + lo (x^2 - 1 is exact from
   the exact square), so that next to 1, where the result behaves like
   sqrt(2(x - 1)), nothing is lost.  Above 2^28, log(2x). */
double acosh(double x)
{
	uint64_t ix = __f64_bits(x);
	double h, l;

	if (ix < 0x3ff0000000000000u || ix >= 0x7ff0000000000000u) {
		/* x < 1 (negative included), inf or nan */
		if (ix == 0x7ff0000000000000u)
			return x;
		return __math_invalid(x);
	}
	if (ix == 0x3ff0000000000000u)
		return 0.0;
	if (ix >= 0x41b0000000000000u) {
		h = __log_hl(x, &l);
		double e;
		h = __two_sum(h, LN2_HI, &e);
		l += e + LN2_LO;
	} else {
		double pe, p = __two_prod(x, x, &pe);
		double e, s2 = __two_sum(p, -1.0, &e);
		double s2l, s2h = __fast_two_sum(s2, e + pe, &s2l);
		double sh = __builtin_sqrt(s2h);
		double qe, q = __two_prod(sh, sh, &qe);
		double sl = (((s2h - q) - qe) + s2l) / (2.0 * sh);
		double ae, ah = __two_sum(x, sh, &ae);
		double al = ae + sl;
		h = __log_hl(ah, &l);
		l += al / ah;
	}
	return h + l;
}
