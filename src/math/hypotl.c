#include "libm_ext.h"

/* Scaled by a power of two so that the squares neither overflow nor
   underflow; an infinity wins over a NaN (Annex F). */
long double hypotl(long double x, long double y)
{
	if (isinf(x) || isinf(y))
		return INFINITY;
	if (isnan(x) || isnan(y))
		return x + y;
	x = fabsl(x);
	y = fabsl(y);
	if (x < y) {
		long double t = x;
		x = y;
		y = t;
	}
	if (x == 0)
		return 0;
	int e = ilogbl(x);
	long double xs = ldexpl(x, -e), ys = ldexpl(y, -e);
	long double r = ldexpl(sqrtl(xs * xs + ys * ys), e);
	if (isinf(r))
		errno = ERANGE;
	return r;
}
