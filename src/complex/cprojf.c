#include <complex.h>
#include <math.h>

float complex cprojf(float complex z)
{
	if (isinf(__real__ z) || isinf(__imag__ z))
		return __builtin_complex((float)INFINITY, copysignf(0.0f, __imag__ z));
	return z;
}
