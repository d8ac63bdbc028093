#include <complex.h>

/* atan z = -i atanh(i z). */
long double complex catanl(long double complex z)
{
	long double complex w = catanhl(__builtin_complex(-__imag__ z, __real__ z));
	return __builtin_complex(__imag__ w, -__real__ w);
}
