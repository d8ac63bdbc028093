#include <complex.h>

/* Computed in long double, each part rounded once. */
double complex cacosh(double complex z)
{
	long double complex r = cacoshl(z);
	return __builtin_complex((double)__real__ r, (double)__imag__ r);
}
