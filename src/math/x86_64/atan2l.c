#include "libm_ext.h"

/* fpatan is atan2 with the quadrant and the Annex F special cases
   (signed zeros, infinities) of IEEE; it computes atan(st1/st0). */
long double atan2l(long double y, long double x)
{
	if (isnan(x) || isnan(y))
		return x + y;
	long double r;
	__asm__("fpatan" : "=t"(r) : "0"(x), "u"(y) : "st(1)");
	return r;
}
