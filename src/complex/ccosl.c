#include <complex.h>

/* cos z = cosh(i z). */
long double complex ccosl(long double complex z)
{
	return ccoshl(__builtin_complex(-__imag__ z, __real__ z));
}
