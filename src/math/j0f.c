#include "libm_ext.h"

hidden long double __bessel_jl(int, long double);

/* Even; through long double (see __bessel.c), rounded once. */
float j0f(float x)
{
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return 0;
	return (float)__bessel_jl(0, x < 0 ? -x : x);
}
