#include <complex.h>
#include <math.h>

double complex cproj(double complex z)
{
	if (isinf(__real__ z) || isinf(__imag__ z))
		return __builtin_complex((double)INFINITY, copysign(0.0, __imag__ z));
	return z;
}
