#include "libm_ext.h"

hidden long double __bessel_yl(int, long double);

/* Y(-n) = (-1)^n Y(n); the special cases as y0. */
float ynf(int n, float x)
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
	unsigned un = (unsigned)n;
	int neg = 0;
	if (n < 0) {
		un = -un;
		neg = un & 1;
	}
	if (un > 0x7fffffff)
		un = 0x7fffffff;
	long double r = __bessel_yl((int)un, x);
	float v = (float)(neg ? -r : r);
	if (isinf(v))
		errno = ERANGE;
	return v;
}
