#include <complex.h>
#include <math.h>

/* The principal root: t = sqrt((|x| + |z|) / 2) then the other part is
   y / 2t, no cancellation either way; arguments near the top of the
   range are quartered first (and the root doubled). */
long double complex csqrtl(long double complex z)
{
	long double x = __real__ z, y = __imag__ z;
	if (isinf(y))
		return __builtin_complex((long double)INFINITY, y);
	if (isnan(x))
		return __builtin_complex(x, y - y + x);
	if (isinf(x)) {
		if (x > 0)
			return __builtin_complex(x, isnan(y) ? y : copysignl(0.0L, y));
		return __builtin_complex(isnan(y) ? y : 0.0L, copysignl(INFINITY, y));
	}
	if (x == 0 && y == 0)
		return __builtin_complex(0.0L, y);
	long double scale = 1;
	if (fabsl(x) > 0x1p16380L || fabsl(y) > 0x1p16380L) {
		x /= 4;
		y /= 4;
		scale = 2;
	}
	long double t = sqrtl((fabsl(x) + hypotl(x, y)) / 2);
	if (x >= 0)
		return __builtin_complex(t * scale, y / (2 * t) * scale);
	return __builtin_complex(fabsl(y) / (2 * t) * scale, copysignl(t, y) * scale);
}
