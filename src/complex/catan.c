#include <complex.h>

/* Computed in long double, each part rounded once. */
double complex catan(double complex z)
{
	long double complex r = catanl(z);
	return __builtin_complex((double)__real__ r, (double)__imag__ r);
}
