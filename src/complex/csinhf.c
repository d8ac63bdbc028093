#include <complex.h>

/* Computed in long double, each part rounded once. */
float complex csinhf(float complex z)
{
	long double complex r = csinhl(z);
	return __builtin_complex((float)__real__ r, (float)__imag__ r);
}
