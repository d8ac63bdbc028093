#include "libm_ext.h"

hidden int __rem_pio2l(long double, long double *);

/* tan(r + n*pi/2) is tan(r) for even n, -1/tan(r) for odd. */
long double tanl(long double x)
{
	if (isinf(x)) {
		errno = EDOM;
		return x - x;
	}
	if (isnan(x))
		return x + x;
	long double r;
	int n = __rem_pio2l(x, &r);
	__asm__("fptan; fstp %%st(0)" : "+t"(r));
	return n & 1 ? -1 / r : r;
}
