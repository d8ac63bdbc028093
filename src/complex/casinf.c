#include <complex.h>

/* Computed in long double, each part rounded once. */
float complex casinf(float complex z)
{
	long double complex r = casinl(z);
	return __builtin_complex((float)__real__ r, (float)__imag__ r);
}
