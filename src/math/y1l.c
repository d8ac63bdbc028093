#include "libm_ext.h"

hidden long double __bessel_y_any(int, long double);

/* The long double Bessel code the double and float versions use (see
   __bessel.c), returned as it is; a finite x whose result overflows is
   a range error. */
long double y1l(long double x)
{
	long double v = __bessel_y_any(1, x);
	if (isinf(v) && x > 0 && !isinf(x))
		errno = ERANGE;
	return v;
}
