#include "libm_ext.h"

hidden int __rem_pio2l(long double, long double *);

/* fsin and fcos are accurate on |r| <= pi/4; the reduction is ours. */
long double sinl(long double x)
{
	if (isinf(x)) {
		errno = EDOM;
		return x - x;
	}
	if (isnan(x))
		return x + x;
	long double r;
	int n = __rem_pio2l(x, &r);
	if (n & 1)
		__asm__("fcos" : "+t"(r));
	else
		__asm__("fsin" : "+t"(r));
	return n & 2 ? -r : r;
}
