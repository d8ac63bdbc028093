#include "libm.h"

long double fdiml(long double x, long double y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	if (!(x > y))
		return 0.0L;
	long double r = x - y;
	if (isinf(r) && isfinite(x) && isfinite(y))
		errno = ERANGE;
	return r;
}
