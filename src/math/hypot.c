#include "libm.h"

/* sqrt(x^2 + y^2) with the squares exact (hi + lo), the sum as hi + lo
   and the root corrected once from its exact residual.  Both arguments
   are first scaled by the same power of 2 so that no square overflows
   or underflows. */
double hypot(double x, double y)
{
	uint64_t ax = __f64_bits(x) & 0x7fffffffffffffffu;
	uint64_t ay = __f64_bits(y) & 0x7fffffffffffffffu;

	if (ax < ay) {
		uint64_t t = ax;
		ax = ay;
		ay = t;
	}
	double a = __f64_from(ax), b = __f64_from(ay);
	if (ax >= 0x7ff0000000000000u) {
		/* inf beats nan (Annex F) */
		if (ax == 0x7ff0000000000000u || ay == 0x7ff0000000000000u)
			return INFINITY;
		return x + y;
	}
	if (ay == 0 || (ax >> 52) - (ay >> 52) > 60)
		return a + b;
	double sc = 1.0;
	if (ax >= 0x5f00000000000000u) {
		a *= 0x1p-600;
		b *= 0x1p-600;
		sc = 0x1p600;
	} else if (ay < 0x20f0000000000000u) {
		a *= 0x1p600;
		b *= 0x1p600;
		sc = 0x1p-600;
	}
	double pe, p = __two_prod(a, a, &pe);
	double qe, q = __two_prod(b, b, &qe);
	double se, s = __fast_two_sum(p, q, &se);
	double sl = se + pe + qe;
	double h = __builtin_sqrt(s);
	double he, hh = __two_prod(h, h, &he);
	h += (((s - hh) - he) + sl) / (2.0 * h);
	double r = h * sc;
	if (isinf(r))
		errno = ERANGE;
	return r;
}
