#include "libm.h"
#include "libm_coef.h"

/* acos x = atan(sqrt(1 - x^2) / x) for x > 0, pi minus that for x < 0,
   every intermediate carried as hi + lo (see asin). */
double acos(double x)
{
	uint64_t ix = __f64_bits(x);
	uint64_t ax = ix & 0x7fffffffffffffffu;

	if (ax >= 0x3ff0000000000000u) {
		if (ix == 0x3ff0000000000000u)
			return 0.0;
		if (ix == 0xbff0000000000000u)
			return PI_HI + PI_LO;
		return __math_invalid(x);
	}
	if (ax < 0x3c60000000000000u)
		/* |x| < 2^-57 */
		return PIO2_HI - x;
	double a = __f64_from(ax);
	double pe, p = __two_prod(a, a, &pe);
	double e, s2 = __two_sum(1.0, -p, &e);
	double s2l, s2h = __fast_two_sum(s2, e - pe, &s2l);
	double sh = __builtin_sqrt(s2h);
	double qe, q = __two_prod(sh, sh, &qe);
	double sl = (((s2h - q) - qe) + s2l) / (2.0 * sh);
	double t = sh / a;
	double re, r = __two_prod(t, a, &re);
	double tl = (((sh - r) - re) + sl) / a;
	double lo, hi = __atan_dd(t, tl, &lo);
	if (ix >> 63) {
		double err;
		hi = __fast_two_sum(PI_HI, -hi, &err);
		lo = err + (PI_LO - lo);
	}
	return hi + lo;
}
