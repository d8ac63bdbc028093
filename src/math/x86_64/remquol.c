#include "libm_ext.h"

/* fprem1 is IEEE's remainder (quotient rounded to nearest, ties to
   even), exact, and leaves the low three quotient bits in C0, C3, C1 of
   the status word once done (C2 clear): as many as C requires. */
long double remquol(long double x, long double y, int *quo)
{
	*quo = 0;
	if (!isnan(x) && !isnan(y) && (isinf(x) || y == 0))
		errno = EDOM;
	int neg = signbit(x) != signbit(y);
	unsigned short sw;
	do
		__asm__("fprem1; fnstsw %%ax" : "+t"(x), "=a"(sw) : "u"(y));
	while (sw & 0x400);
	int q = (sw >> 8 & 1) << 2 | (sw >> 14 & 1) << 1 | (sw >> 9 & 1);
	if (!isnan(x))
		*quo = neg ? -q : q;
	return x;
}
