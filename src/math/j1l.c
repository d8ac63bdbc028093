#include "libm_ext.h"

hidden long double __bessel_j_any(int, long double);

/* The long double Bessel code the double and float versions use (see
   __bessel.c), returned as it is. */
long double j1l(long double x)
{
	return __bessel_j_any(1, x);
}
