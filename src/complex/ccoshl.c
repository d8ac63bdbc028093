#include <complex.h>
#include <math.h>

void sincosl(long double, long double *, long double *);

/* cosh x cos y + i sinh x sin y. */
long double complex ccoshl(long double complex z)
{
	long double x = __real__ z, y = __imag__ z, s, c;
	if (y == 0)
		return __builtin_complex(coshl(x), x == 0 ? y * x : copysignl(0.0L, x) * y);
	sincosl(y, &s, &c);
	return __builtin_complex(coshl(x) * c, sinhl(x) * s);
}
