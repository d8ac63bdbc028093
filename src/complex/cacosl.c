#include <complex.h>

/* acos z = pi/2 - asin z. */
long double complex cacosl(long double complex z)
{
	long double complex w = casinl(z);
	return __builtin_complex(0xc90fdaa22168c235p-63L - __real__ w, -__imag__ w);
}
