#include "libm_ext.h"

/* 10^x = 2^n * 2^f with x*log2(10) = n + f; the product is formed with
   log2(10) in two parts and x split at its 16th bit, so that the part
   that becomes f keeps its low bits (|x*log2 10| reaches 2^14). */
static const long double L2T_HI = 0xd49a784bcd1cp-46L;
static const long double L2T_LO = -0xea036da8120164a0p-111L;

long double exp10l(long double x)
{
	if (isnan(x))
		return x + x;
	if (x > 4932.1L) {
		errno = ERANGE;
		volatile long double big = 0x1p16383L;
		return big * big;
	}
	if (x < -4951) {
		if (isinf(x))
			return 0;
		errno = ERANGE;
		volatile long double tiny = 0x1p-16382L;
		return tiny * tiny;
	}
	long double xh = x;
	union __ld80 u = { xh };
	u.i.m &= ~0ull << 48;
	xh = u.f;
	long double xl = x - xh;
	long double hh = xh * L2T_HI;     /* exact: 16 + 48 bits */
	long double n = hh;
	__asm__("frndint" : "+t"(n));
	long double f = (hh - n) + (xl * L2T_HI + x * L2T_LO);
	long double t = f;
	__asm__("f2xm1" : "+t"(t));
	long double y = t + 1;
	__asm__("fscale" : "+t"(y) : "u"(n));
	if (y < 0x1p-16382L)
		errno = ERANGE;
	return y;
}
