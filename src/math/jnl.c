#include "libm_ext.h"

hidden long double __bessel_j_any(int, long double);

/* The long double Bessel code the double and float versions use (see
   __bessel.c), returned as it is.  A value below the normal range
   (large n, small x) is a range error. */
long double jnl(int n, long double x)
{
	long double v = __bessel_j_any(n, x);
	if (n && x != 0 && isfinite(x) && fabsl(v) < LDBL_MIN)
		errno = ERANGE;
	return v;
}
