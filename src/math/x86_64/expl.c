#include "libm_ext.h"

/* e^x = 2^n * 2^(r*log2(e)) with r = x - n*ln2, taken in two parts so
   that n*LN2L_HI is exact (48 bits times |n| <= 16446) and the
   subtraction cancels exactly; f2xm1 then works on |r*log2(e)| <= 1/2
   where it is accurate, and fscale applies 2^n with one rounding. */
static const long double LN2L_HI = 0xb17217f7d1cfp-48L;
static const long double LN2L_LO = 0xf35793c7673007e6p-113L;
static const long double LOG2E = 0xb8aa3b295c17f0bcp-63L;

long double expl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x > 11356.5234062941439488L) {
		errno = ERANGE;
		volatile long double big = 0x1p16383L;
		return big * big;
	}
	if (x < -11399.5L) {
		if (isinf(x))
			return 0;
		errno = ERANGE;
		volatile long double tiny = 0x1p-16382L;
		return tiny * tiny;
	}
	if (fabsl(x) < 0x1p-66L)
		return 1 + x;
	long double n = x * LOG2E;
	__asm__("frndint" : "+t"(n));
	long double r = (x - n * LN2L_HI) - n * LN2L_LO;
	long double t = r * LOG2E;
	__asm__("f2xm1" : "+t"(t));
	long double y = t + 1;
	__asm__("fscale" : "+t"(y) : "u"(n));
	if (y < 0x1p-16382L)
		errno = ERANGE;
	return y;
}
