#include <complex.h>

/* tan z = -i tanh(i z). */
long double complex ctanl(long double complex z)
{
	long double complex w = ctanhl(__builtin_complex(-__imag__ z, __real__ z));
	return __builtin_complex(__imag__ w, -__real__ w);
}
