#include <complex.h>

/* sin z = -i sinh(i z). */
long double complex csinl(long double complex z)
{
	long double complex w = csinhl(__builtin_complex(-__imag__ z, __real__ z));
	return __builtin_complex(__imag__ w, -__real__ w);
}
