#include <complex.h>

/* Computed in long double, each part rounded once. */
double complex ccosh(double complex z)
{
	long double complex r = ccoshl(z);
	return __builtin_complex((double)__real__ r, (double)__imag__ r);
}
