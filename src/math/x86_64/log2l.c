#include "libm_ext.h"

/* log2(x) = 1 * log2(x) by fyl2x; near 1, where log2(x) is small and
   fyl2x would lose its relative accuracy, fyl2xp1 on x - 1 (exact
   there) instead. */
long double log2l(long double x)
{
	if (isnan(x))
		return x + x;
	if (x <= 0) {
		if (x == 0) {
			errno = ERANGE;
			return -1 / fabsl(x);
		}
		errno = EDOM;
		return (x - x) / (x - x);
	}
	long double r;
	if (fabsl(x - 1) < 0.29L) {
		__asm__("fld1; fxch; fyl2xp1" : "=t"(r) : "0"(x - 1));
	} else {
		__asm__("fld1; fxch; fyl2x" : "=t"(r) : "0"(x));
	}
	return r;
}
