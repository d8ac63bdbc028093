#include <complex.h>

/* Computed in long double, each part rounded once. */
float complex cpowf(float complex z, float complex w)
{
	long double complex r = cpowl(z, w);
	return __builtin_complex((float)__real__ r, (float)__imag__ r);
}
