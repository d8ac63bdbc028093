#include <complex.h>
#include <math.h>

void sincosl(long double, long double *, long double *);

/* e^x (cos y + i sin y); a real argument stays real (the zero imaginary
   part keeps its sign), and e^x is applied in two halves when it alone
   would overflow but the product need not. */
long double complex cexpl(long double complex z)
{
	long double x = __real__ z, y = __imag__ z, s, c;
	if (y == 0)
		return __builtin_complex(expl(x), y);
	if (isinf(x) && x < 0 && !isfinite(y))
		return __builtin_complex(0.0L, 0.0L);
	if (isinf(x) && x > 0 && !isfinite(y))
		return __builtin_complex(x, y - y);
	sincosl(y, &s, &c);
	if (x > 11000) {
		long double h = expl(x / 2);
		return __builtin_complex(c * h * h, s * h * h);
	}
	long double e = expl(x);
	return __builtin_complex(e * c, e * s);
}
