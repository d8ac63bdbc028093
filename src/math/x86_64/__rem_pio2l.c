#include "libm_ext.h"

/* x = n*pi/2 + r with |r| <= pi/4 (about), n returned modulo 4.  Below
   2^25, pi/2 in three parts of 38, 38 and 64 bits (n*P1 and n*P2 are
   exact, the first subtraction cancels exactly) keeps r accurate to a
   few units of its last place except within about 2^-50 of a multiple
   of pi/2.  Above, fprem1 against pi/2 rounded to 64 bits: exact
   remainder of the rounded constant, so the error grows with x (the
   x87 fsin itself is no better there). */
static const long double P1 = 0x3243f6a888p-37L;
static const long double P2 = 0x2d18469899p-76L;
static const long double P3 = -0xceba3f91f1976b7fp-142L;
static const long double PIO2 = 0xc90fdaa22168c235p-63L;
static const long double TWO_OVER_PI = 0xa2f9836e4e44152ap-64L;

hidden int __rem_pio2l(long double x, long double *r)
{
	if (fabsl(x) <= 0.785398L) {
		*r = x;
		return 0;
	}
	if (fabsl(x) < 0x1p25L) {
		long double n = x * TWO_OVER_PI;
		__asm__("frndint" : "+t"(n));
		*r = ((x - n * P1) - n * P2) - n * P3;
		return (int)(long long)n & 3;
	}
	long double y = x;
	unsigned short sw;
	do
		__asm__("fprem1; fnstsw %%ax" : "+t"(y), "=a"(sw) : "u"(PIO2));
	while (sw & 0x400);
	*r = y;
	int q = (sw >> 8 & 1) << 2 | (sw >> 14 & 1) << 1 | (sw >> 9 & 1);
	return (x < 0 ? -q : q) & 3;
}
