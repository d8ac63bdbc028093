#include "ld128.h"

/* log(1+x) = 2 atanh(x / (2 + x)); the quotient is accurate however small
   x is. */
long double log1pl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x < -1) {
		errno = EDOM;
		return (x - x) / (x - x);
	}
	if (x == -1) {
		errno = ERANGE;
		return -1 / (x - x);
	}
	if (x == 0 || isinf(x))
		return x;
	if (fabsl(x) < 0.4L)
		return __ld128_log_series(x / (2 + x));
	return logl(1 + x);
}
