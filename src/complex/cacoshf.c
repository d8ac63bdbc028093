#include <complex.h>

/* Computed in long double, each part rounded once. */
float complex cacoshf(float complex z)
{
	long double complex r = cacoshl(z);
	return __builtin_complex((float)__real__ r, (float)__imag__ r);
}
