#include "libm_ext.h"

/* fscale multiplies by 2^n in one operation, rounding once (also to a
   subnormal) with the overflow and underflow exceptions; the integer
   conversion of n is exact. */
long double scalbnl(long double x, int n)
{
	long double r = x, ln = n;
	__asm__("fscale" : "+t"(r) : "u"(ln));
	if (x != 0 && isfinite(x) && (r == 0 || isinf(r)))
		errno = ERANGE;
	return r;
}
