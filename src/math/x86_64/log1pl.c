#include "libm_ext.h"

/* fyl2xp1 takes 1 + x without forming it, for |x| < 1 - sqrt(2)/2;
   farther out 1 + x loses nothing that matters against log(1 + x). */
long double log1pl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x <= -1) {
		if (x == -1) {
			errno = ERANGE;
			return -1 / (x + 1);
		}
		errno = EDOM;
		return (x - x) / (x - x);
	}
	if (x == 0)
		return x;
	long double r;
	if (fabsl(x) < 0.29L)
		__asm__("fldln2; fxch; fyl2xp1" : "=t"(r) : "0"(x));
	else
		__asm__("fldln2; fxch; fyl2x" : "=t"(r) : "0"(1 + x));
	return r;
}
