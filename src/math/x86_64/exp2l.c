#include "libm_ext.h"

/* n = nearest integer and r = x - n exactly, |r| <= 1/2: f2xm1's range. */
long double exp2l(long double x)
{
	if (isnan(x))
		return x + x;
	if (x >= 16384) {
		errno = ERANGE;
		volatile long double big = 0x1p16383L;
		return big * big;
	}
	if (x < -16446) {
		if (isinf(x))
			return 0;
		errno = ERANGE;
		volatile long double tiny = 0x1p-16382L;
		return tiny * tiny;
	}
	long double n = x;
	__asm__("frndint" : "+t"(n));
	long double t = x - n;
	__asm__("f2xm1" : "+t"(t));
	long double y = t + 1;
	__asm__("fscale" : "+t"(y) : "u"(n));
	if (y < 0x1p-16382L)
		errno = ERANGE;
	return y;
}
