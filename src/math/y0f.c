#include "libm_ext.h"

hidden long double __bessel_y_any(int, long double);

/* Through long double (see __bessel.c), rounded once; a finite x whose
   result overflows float is a range error. */
float y0f(float x)
{
	float v = (float)__bessel_y_any(0, x);
	if (isinf(v) && x > 0 && !isinf(x))
		errno = ERANGE;
	return v;
}
