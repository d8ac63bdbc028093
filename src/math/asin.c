#include "libm.h"
#include "libm_coef.h"

/* asin x = atan(x / sqrt(1 - x^2)), with 1 - x^2, its square root and
   the quotient each carried as hi + lo so that the cancellation near
   |x| = 1 costs nothing. */
double asin(double x)
{
	uint64_t ix = __f64_bits(x);
	uint64_t ax = ix & 0x7fffffffffffffffu;

	if (ax >= 0x3ff0000000000000u) {
		if (ax == 0x3ff0000000000000u)
			return ix >> 63 ? -PIO2_HI - PIO2_LO : PIO2_HI + PIO2_LO;
		return __math_invalid(x);
	}
	if (ax < 0x3e40000000000000u) {
		if (ax < 0x0010000000000000u && ax)
			__fp_force(x * x);
		return x;
	}
	double a = __f64_from(ax);
	double pe, p = __two_prod(a, a, &pe);
	double e, s2 = __two_sum(1.0, -p, &e);
	double s2l, s2h = __fast_two_sum(s2, e - pe, &s2l);
	double sh = __builtin_sqrt(s2h);
	double qe, q = __two_prod(sh, sh, &qe);
	double sl = (((s2h - q) - qe) + s2l) / (2.0 * sh);
	double t = a / sh;
	double re, r = __two_prod(t, sh, &re);
	double tl = (((a - r) - re) - t * sl) / sh;
	double lo, hi = __atan_dd(t, tl, &lo);
	double res = hi + lo;
	return ix >> 63 ? -res : res;
}
