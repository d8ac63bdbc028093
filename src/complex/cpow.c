#include <complex.h>

/* Computed in long double, each part rounded once. */
double complex cpow(double complex z, double complex w)
{
	long double complex r = cpowl(z, w);
	return __builtin_complex((double)__real__ r, (double)__imag__ r);
}
