#include <complex.h>

/* asin z = -i asinh(i z). */
long double complex casinl(long double complex z)
{
	long double complex w = casinhl(__builtin_complex(-__imag__ z, __real__ z));
	return __builtin_complex(__imag__ w, -__real__ w);
}
