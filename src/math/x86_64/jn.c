#include "libm_ext.h"

hidden long double __bessel_jl(int, long double);

/* J(-n) = (-1)^n J(n) and J(n)(-x) = (-1)^n J(n)(x).  A value below the
   normal range (large n, small x) is a range error. */
double jn(int n, double x)
{
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return 0;
	int neg = 0;
	unsigned un = (unsigned)n;
	if (n < 0) {
		un = -un;
		neg = un & 1;
	}
	if (x < 0) {
		x = -x;
		neg ^= un & 1;
	}
	if (un > 0x7fffffff)   /* n = INT_MIN: J is below any x we see */
		un = 0x7fffffff;
	long double r = __bessel_jl((int)un, x);
	double v = (double)(neg ? -r : r);
	if (x != 0 && fabsl(v) < DBL_MIN && un)
		errno = ERANGE;
	return v;
}
