#include "libm_ext.h"

hidden long double __bessel_j_any(int, long double);

/* Through long double (see __bessel.c), rounded once.  A value below the
   normal range (large n, small x) is a range error. */
double jn(int n, double x)
{
	double v = (double)__bessel_j_any(n, x);
	if (n && x != 0 && isfinite(x) && fabsl(v) < DBL_MIN)
		errno = ERANGE;
	return v;
}
