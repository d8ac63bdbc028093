#include <complex.h>
#include <math.h>

/* log|z| + i arg z.  Near the unit circle log|z| is taken as
   log1p((x-1)(x+1) + y^2) / 2, which keeps its relative accuracy where
   |z| - 1 cancels. */
long double complex clogl(long double complex z)
{
	long double x = __real__ z, y = __imag__ z, a = fabsl(x), b = fabsl(y), re;
	if (a < b) {
		long double t = a;
		a = b;
		b = t;
	}
	if (a > 0.5L && a < 2 && b < 1)
		re = log1pl((a - 1) * (a + 1) + b * b) / 2;
	else
		re = logl(hypotl(x, y));
	return __builtin_complex(re, atan2l(y, x));
}
