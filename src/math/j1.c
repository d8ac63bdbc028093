#include "libm_ext.h"

hidden long double __bessel_jl(int, long double);

/* Odd. */
double j1(double x)
{
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return 0;
	long double r = __bessel_jl(1, x < 0 ? -x : x);
	double v = (double)(x < 0 ? -r : r);
	if (x != 0 && fabsl(v) < DBL_MIN)
		errno = ERANGE;
	return v;
}
