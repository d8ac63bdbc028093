#include <complex.h>
#include <math.h>

/* Kahan's form: with t = tan y, s = sinh x, b = cosh x,
   tanh z = (b s (1 + t^2) + i t) / (1 + s^2 (1 + t^2)),
   free of the cancellation in cosh 2x + cos 2y; far out the real part
   is +-1 and the imaginary part a signed tiny. */
long double complex ctanhl(long double complex z)
{
	long double x = __real__ z, y = __imag__ z;
	if (isnan(x))
		return __builtin_complex(x, y == 0 ? y : x);
	if (fabsl(x) > 23) {
		long double im = isfinite(y) ? copysignl(0.0L, sinl(2 * y)) : copysignl(0.0L, y);
		return __builtin_complex(copysignl(1.0L, x), im);
	}
	if (!isfinite(y))
		return __builtin_complex(x == 0 ? x : y - y, y - y);
	long double t = tanl(y), s = sinhl(x), b = sqrtl(1 + s * s);
	long double beta = 1 + t * t, d = 1 + beta * s * s;
	return __builtin_complex(beta * b * s / d, t / d);
}
