#include "libm.h"
#include "libm_coef.h"

/* log(|x| + sqrt(x^2 + 1)) with x^2 + 1, its root and the sum carried
   as hi + lo, and log taken as hi + lo too: next to 0 the argument of
   log is 1 + |x| + ..., whose small part the pair keeps exactly.  Above
   2^28, log(2|x|). */
double asinh(double x)
{
	uint64_t ix = __f64_bits(x);
	uint64_t ax = ix & 0x7fffffffffffffffu;
	double a = __f64_from(ax), h, l;

	if (ax < 0x3e40000000000000u) {
		if (ax < 0x0010000000000000u && ax)
			__fp_force(x * x);
		return x;
	}
	if (ax >= 0x7ff0000000000000u)
		return x + x;
	if (ax >= 0x41b0000000000000u) {
		h = __log_hl(a, &l);
		double e;
		h = __two_sum(h, LN2_HI, &e);
		l += e + LN2_LO;
	} else {
		double pe, p = __two_prod(a, a, &pe);
		double e, s2 = __two_sum(p, 1.0, &e);
		double s2l, s2h = __fast_two_sum(s2, e + pe, &s2l);
		double sh = __builtin_sqrt(s2h);
		double qe, q = __two_prod(sh, sh, &qe);
		double sl = (((s2h - q) - qe) + s2l) / (2.0 * sh);
		double ae, ah = __fast_two_sum(sh, a, &ae);
		double al = ae + sl;
		h = __log_hl(ah, &l);
		l += al / ah;
	}
	double r = h + l;
	return ix >> 63 ? -r : r;
}
