#include <complex.h>

/* Computed in long double, each part rounded once. */
double complex ccos(double complex z)
{
	long double complex r = ccosl(z);
	return __builtin_complex((double)__real__ r, (double)__imag__ r);
}
