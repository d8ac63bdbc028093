#define _GNU_SOURCE
#include <complex.h>
#include <math.h>

/* clogl divided by ln 10: log10 |z| and arg z log10(e); each part off
   by the division's rounding more than clogl's. */
long double complex clog10l(long double complex z)
{
	static const long double LOG10_E = 0.434294481903251827651128918916605082L;
	long double complex r = clogl(z);
	return __builtin_complex(__real__ r * LOG10_E, __imag__ r * LOG10_E);
}
