#include "libm_ext.h"

long double coshl(long double x)
{
	long double a = fabsl(x);
	if (!isfinite(x))
		return x * x;
	if (a < 1) {
		long double t = expm1l(a);
		return 1 + t * t / (2 * (1 + t));
	}
	if (a < 11355) {
		long double e = expl(a);
		return (e + 1 / e) / 2;
	}
	long double w = expl(a / 2);
	long double r = w * (w / 2);
	if (isinf(r))
		errno = ERANGE;
	return r;
}
