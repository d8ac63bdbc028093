#include <complex.h>

float complex conjf(float complex z)
{
	return __builtin_complex(__real__ z, -__imag__ z);
}
