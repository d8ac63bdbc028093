#include <complex.h>
#include <math.h>

/* acosh z = 2 log(sqrt((z+1)/2) + sqrt((z-1)/2)): the principal branch,
   real part >= 0, continuous from above on the cut below 1. */
long double complex cacoshl(long double complex z)
{
	long double complex a = csqrtl((z + 1) / 2), b = csqrtl((z - 1) / 2);
	long double complex r = 2 * clogl(a + b);
	if (__imag__ z == 0 && __real__ z >= 1)
		r = __builtin_complex(acoshl(__real__ z), __imag__ z);
	return r;
}
