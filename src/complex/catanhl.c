#include <complex.h>
#include <math.h>

/* atanh z = log((1+z)/(1-z)) / 2, split: the real part as
   log1p(4x / ((1-x)^2 + y^2)) / 4, the imaginary part as
   atan2(2y, (1-x)(1+x) - y^2) / 2. */
long double complex catanhl(long double complex z)
{
	long double x = __real__ z, y = __imag__ z;
	if (y == 0 && fabsl(x) <= 1)
		return __builtin_complex(atanhl(x), y);
	long double ax = fabsl(x);
	long double re = log1pl(4 * ax / ((1 - ax) * (1 - ax) + y * y)) / 4;
	long double im = atan2l(2 * y, (1 - ax) * (1 + ax) - y * y) / 2;
	if (isinf(x) || isinf(y))
		re = 0, im = copysignl(0xc90fdaa22168c235p-63L, y);
	return __builtin_complex(copysignl(re, x), im);
}
