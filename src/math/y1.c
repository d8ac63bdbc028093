#include "libm_ext.h"

hidden long double __bessel_y_any(int, long double);

/* Through long double (see __bessel.c), rounded once; a finite x whose
   result overflows double is a range error. */
double y1(double x)
{
	double v = (double)__bessel_y_any(1, x);
	if (isinf(v) && x > 0 && !isinf(x))
		errno = ERANGE;
	return v;
}
