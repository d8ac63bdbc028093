#include "libm_ext.h"

hidden long double __bessel_yl(int, long double);

/* Y is defined for x > 0: a pole at 0 (-inf, divide-by-zero, ERANGE),
   NaN and EDOM below, as glibc. */
float y1f(float x)
{
	if (isnan(x))
		return x + x;
	if (x <= 0) {
		if (x == 0) {
			errno = ERANGE;
			return -1 / (x * x);
		}
		errno = EDOM;
		return (x - x) / (x - x);
	}
	if (isinf(x))
		return 0;
	float v = (float)__bessel_yl(1, x);
	if (isinf(v))
		errno = ERANGE;
	return v;
}
