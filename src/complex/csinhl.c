#include <complex.h>
#include <math.h>

void sincosl(long double, long double *, long double *);

/* sinh x cos y + i cosh x sin y; a zero y stays exactly (signed zero). */
long double complex csinhl(long double complex z)
{
	long double x = __real__ z, y = __imag__ z, s, c;
	if (y == 0)
		return __builtin_complex(sinhl(x), y);
	if (x == 0 && !isfinite(y))
		return __builtin_complex(x, y - y);
	sincosl(y, &s, &c);
	return __builtin_complex(sinhl(x) * c, coshl(x) * s);
}
