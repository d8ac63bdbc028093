#include "libm.h"

/* |x| = 2^(3k) a with a in [1, 8).  A first guess from the bits (the
   exponent divided by 3 also scales the mantissa about right, a few %
   off), two Halley steps (cubic convergence: ~1e-11), then one Newton
   step whose residual y^3 - a is computed exactly, so that the last
   correction is tiny and the result is rounded once. */
double cbrt(double x)
{
	uint64_t ix = __f64_bits(x);
	uint64_t ax = ix & 0x7fffffffffffffffu;

	if (ax - 1 >= 0x7ff0000000000000u - 1)
		return x + x;	/* +-0, +-inf, nan */
	int adj = 0;
	if (ax < 0x0010000000000000u) {
		ax = __f64_bits(__f64_from(ax) * 0x1p54);
		adj = 18;
	}
	int e = (int)(ax >> 52) - 1023;
	int k = (e >= 0 ? e : e - 2) / 3;
	double a = __f64_from(ax - ((uint64_t)(3 * k) << 52));
	double y = __f64_from(__f64_bits(a) / 3 + ((uint64_t)682 << 52));
	double y3 = y * y * y;
	y = y * (y3 + 2 * a) / (2 * y3 + a);
	y3 = y * y * y;
	y = y * (y3 + 2 * a) / (2 * y3 + a);
	double y2l, y2 = __two_prod(y, y, &y2l);
	double c3l, c3 = __two_prod(y2, y, &c3l);
	double res = (c3 - a) + (c3l + y2l * y);
	y -= res / (3 * y2);
	y *= __f64_from((uint64_t)(k - adj + 1023) << 52);
	return ix >> 63 ? -y : y;
}
