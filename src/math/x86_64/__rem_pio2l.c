#include "libm_ext.h"

/* x = n*pi/2 + r with |r| <= pi/4 (about), n returned modulo 4.  Below
   2^25, pi/2 in three parts of 38, 38 and 64 bits (n*P1 and n*P2 are
   exact, the first subtraction cancels exactly) keeps r accurate to a
   few units of its last place except within about 2^-50 of a multiple
   of pi/2.  Above, __rem_pio2_big: x 2/pi in fixed point with the bits of
   2/pi that reach its fraction, accurate at any size. */
static const long double P1 = 0x3243f6a888p-37L;
static const long double P2 = 0x2d18469899p-76L;
static const long double P3 = -0xceba3f91f1976b7fp-142L;
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
	/* |x| >= 2^25 is normal: its 64-bit significand is an integer, times 2^e */
	union __ld80 u = { .f = x };
	int q = __rem_pio2_big(0, u.i.m, (u.i.se & 0x7fff) - 16383 - 63, r);
	if (x < 0) {
		*r = -*r;
		q = -q;
	}
	return q & 3;
}
