#include "libm_ext.h"

hidden long double __bessel_jl(int, long double);

/* Odd. */
float j1f(float x)
{
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return 0;
	long double r = __bessel_jl(1, x < 0 ? -x : x);
	float v = (float)(x < 0 ? -r : r);
	if (x != 0 && fabsl(v) < FLT_MIN)
		errno = ERANGE;
	return v;
}
