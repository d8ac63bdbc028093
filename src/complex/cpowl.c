#include <complex.h>
#include <math.h>

/* exp(w log z); 0^w for real positive w is 0. */
long double complex cpowl(long double complex z, long double complex w)
{
	if (__real__ z == 0 && __imag__ z == 0 && __imag__ w == 0 && __real__ w > 0)
		return __builtin_complex(0.0L, 0.0L);
	return cexpl(w * clogl(z));
}
