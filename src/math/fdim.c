#include "libm.h"

/* Overflow of x - y is a range error: ERANGE as math_errhandling says. */
double fdim(double x, double y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	if (!(x > y))
		return 0.0;
	double r = x - y;
	if (isinf(r) && isfinite(x) && isfinite(y))
		errno = ERANGE;
	return r;
}
