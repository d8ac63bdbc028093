#include "libm_ext.h"

hidden long double __fma_odd(double, double, double);

/* Correctly rounded without a hardware fma: see __fma_odd.  Infinite,
   NaN and zero operands go through the ordinary operations, which have
   the right special cases, except x*y overflowing beside an infinite z
   (fma(huge, huge, -inf) is -inf, not NaN). */
double fma(double x, double y, double z)
{
	if (!isfinite(x) || !isfinite(y) || !isfinite(z) || x == 0 || y == 0) {
		if (isfinite(x) && isfinite(y) && !isfinite(z))
			return z + z;
		return x * y + z;
	}
	/* z = 0: the product rounded once, its sign kept if it rounds to 0 */
	if (z == 0)
		return x * y;
	long double e = __fma_odd(x, y, z);
	/* exact cancellation: x*y is then -z exactly, and the sum gives the
	   zero of the current rounding mode's sign */
	if (e == 0)
		return x * y + z;
	double r = (double)e;
	if (isinf(r))
		errno = ERANGE;
	return r;
}
