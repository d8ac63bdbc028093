#include <complex.h>
#include <math.h>

/* Every infinity projects to the one point at infinity: +inf with the
   sign of the imaginary part kept on a zero (Annex G). */
long double complex cprojl(long double complex z)
{
	if (isinf(__real__ z) || isinf(__imag__ z))
		return __builtin_complex((long double)INFINITY, copysignl(0.0L, __imag__ z));
	return z;
}
