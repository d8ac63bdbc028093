#include <complex.h>
#include <math.h>

/* asinh z = log(z + sqrt(z^2 + 1)), evaluated for Re z >= 0 where the
   sum does not cancel; asinh is odd. */
long double complex casinhl(long double complex z)
{
	long double x = __real__ z, y = __imag__ z;
	int neg = signbit(x);
	if (neg) {
		x = -x;
		y = -y;
	}
	long double complex w = __builtin_complex(x, y);
	long double complex r;
	if (fabsl(x) > 0x1p32L || fabsl(y) > 0x1p32L) {
		/* z^2 + 1 is z^2: log(2z) */
		r = clogl(w) + 0xb17217f7d1cf79acp-64L;
	} else {
		r = clogl(w + csqrtl(w * w + 1));
	}
	if (__real__ z == 0 && fabsl(__imag__ z) <= 1)
		r = __builtin_complex(__real__ z, asinl(__imag__ z));
	return neg ? -r : r;
}
