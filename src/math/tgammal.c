#include "libm_ext.h"

hidden long double __lgamma_series(long double, int);

/* Positive x: Gamma(y) for y = x - n in [1, 2) from the Taylor series of
   lgamma at 1 or 2 (small, so exp adds no error of note), times
   (x-1)(x-2)...(x-n), every factor exact (x - j keeps x's last bit);
   the product's roundings add up to well under one ulp of double at
   171, a few dozen ulp of long double at 1755.  Below 1/2,
   Gamma(1 + x) / x with the series taking x itself.  Negative x by
   reflection. */
static long double gamma_pos(long double x)
{
	if (x < 0.5L)
		return expl(__lgamma_series(x, 0)) / x;
	if (x < 1)
		return expl(__lgamma_series(x - 1, 0));
	long double n = x - 1;
	n = rintl(n);
	if (n > x - 1)
		n -= 1;                 /* floor(x) - 1, whatever the mode */
	long double p = 1;
	for (long double j = 1; j <= n; j++)
		p *= x - j;
	long double y = x - n;      /* [1, 2) */
	long double g = y <= 1.5L ? expl(__lgamma_series(y - 1, 0)) : expl(__lgamma_series(y - 2, 1));
	return g * p;
}
long double tgammal(long double x)
{
	if (isnan(x))
		return x + x;
	if (isinf(x)) {
		if (x > 0)
			return x;
		errno = EDOM;
		return x - x;
	}
	if (x == 0) {
		errno = ERANGE;
		return 1 / x;
	}
	if (x > 1755.5L) {
		errno = ERANGE;
		volatile long double big = 0x1p16383L;
		return big * big;
	}
	if (fabsl(x) < 0x1p-70L) {
		long double r = 1 / x;
		if (isinf(r))
			errno = ERANGE;
		return r;
	}
	if (x > 0)
		return gamma_pos(x);
	long double n = x;
	n = rintl(n);
	if (n == x) {
		errno = EDOM;
		return (x - x) / (x - x);
	}
	long double t = x - n;
	long double s = sinl(0xc90fdaa22168c235p-62L * fabsl(t));
	int neg = ((long long)n & 1) != (t < 0);
	long double r;
	if (x < -1754) {
		volatile long double tiny = 0x1p-16382L;
		r = tiny * tiny;
		errno = ERANGE;
	} else {
		long double g = gamma_pos(1 - x);
		r = 0xc90fdaa22168c235p-62L / (s * g);
		if (r < 0x1p-16382L)
			errno = ERANGE;
	}
	return neg ? -r : r;
}
