#include <complex.h>

double complex conj(double complex z)
{
	return __builtin_complex(__real__ z, -__imag__ z);
}
