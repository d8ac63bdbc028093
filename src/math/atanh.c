#include "libm.h"

/* (log1p(x) - log1p(-x)) / 2 with both logs as hi + lo (1 +- x rounded,
   its exact error added back as d/u), so the subtraction, which cancels
   next to 0, loses nothing. */
double atanh(double x)
{
	uint64_t ix = __f64_bits(x);
	uint64_t ax = ix & 0x7fffffffffffffffu;
	double a = __f64_from(ax);

	if (ax >= 0x3ff0000000000000u) {
		if (ax == 0x3ff0000000000000u)
			return __math_divzero(ix >> 63);
		return __math_invalid(x);
	}
	if (ax < 0x3e40000000000000u) {
		if (ax < 0x0010000000000000u && ax)
			__fp_force(x * x);
		return x;
	}
	double d1, u1 = __two_sum(1.0, a, &d1);
	double d2, u2 = __two_sum(1.0, -a, &d2);
	double l1, h1 = __log_hl(u1, &l1);
	double l2, h2 = __log_hl(u2, &l2);
	l1 += d1 / u1;
	l2 += d2 / u2;
	double e, h = __two_sum(h1, -h2, &e);
	double r = 0.5 * (h + (e + (l1 - l2)));
	return ix >> 63 ? -r : r;
}
