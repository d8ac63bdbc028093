#include <complex.h>

/* Computed in long double, each part rounded once. */
double complex csqrt(double complex z)
{
	long double complex r = csqrtl(z);
	return __builtin_complex((double)__real__ r, (double)__imag__ r);
}
