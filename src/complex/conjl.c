#include <complex.h>

long double complex conjl(long double complex z)
{
	return __builtin_complex(__real__ z, -__imag__ z);
}
