#define _GNU_SOURCE
#include <complex.h>
#include <math.h>

/* clog in long double times log10(e), each part rounded once at the
   end. */
double complex clog10(double complex z)
{
	static const long double LOG10_E = 0.434294481903251827651128918916605082L;
	long double complex r = clogl(z);
	return __builtin_complex((double)(__real__ r * LOG10_E), (double)(__imag__ r * LOG10_E));
}
