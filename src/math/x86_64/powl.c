#include "libm_ext.h"

/* Is y an integer, and an odd one?  (0: not an integer, 1: even, 2: odd) */
static int int_kind(long double y)
{
	if (!isfinite(y))
		return 0;
	long double t = y;
	__asm__("frndint" : "+t"(t));
	if (t != y)
		return 0;
	if (fabsl(y) >= 0x1p64L)
		return 1;
	return fmodl(y, 2) != 0 ? 2 : 1;
}

/* x^y for x > 0 finite: 2^(y log2 x) with x = 2^k m, m in [sqrt(1/2),
   sqrt(2)).  y*k is formed exactly from y split at its 48th bit, so
   that the integer part of the exponent leaves no rounding in the
   fraction; y * log2(m) (fyl2xp1 on m - 1, exact) carries a relative
   error of a few units of 2^-64, which the result inherits multiplied
   by |y log2 m|: a few ulp for ordinary arguments, up to some thousands
   when x is near 1 and y so large that the result nears the ends of the
   range. */
static long double pow_pos(long double x, long double y)
{
	union __ld80 u = { x };
	int e = u.i.se & 0x7fff;
	int k;
	if (e == 0) {
		u.f = x * 0x1p64L;
		e = u.i.se & 0x7fff;
		k = e - 16383 - 64;
	} else {
		k = e - 16383;
	}
	u.i.se = 16383;                             /* m in [1, 2) */
	long double m = u.f;
	if (m > 1.41421356237309504880L) {
		m /= 2;                                 /* exact */
		k++;
	}
	long double l;
	__asm__("fld1; fxch; fyl2xp1" : "=t"(l) : "0"(m - 1));

	union __ld80 v = { y };
	v.i.m &= ~0ull << 16;
	long double yh = v.f, yl = y - yh;
	long double a = yh * k;                     /* exact: 48 + 15 bits */
	long double n = a;
	__asm__("frndint" : "+t"(n));
	long double f = (a - n) + (yl * k + y * l);
	long double fn = f;
	__asm__("frndint" : "+t"(fn));
	n += fn;
	f -= fn;                                    /* |f| <= 1/2 */
	if (n > 16400) {
		errno = ERANGE;
		volatile long double big = 0x1p16383L;
		return big * big;
	}
	if (n < -16500) {
		errno = ERANGE;
		volatile long double tiny = 0x1p-16382L;
		return tiny * tiny;
	}
	__asm__("f2xm1" : "+t"(f));
	long double r = f + 1;
	__asm__("fscale" : "+t"(r) : "u"(n));
	if (isinf(r) || r < 0x1p-16382L)
		errno = ERANGE;
	return r;
}

/* The special cases are those of C17 F.10.4.4. */
long double powl(long double x, long double y)
{
	if (y == 0 || x == 1)
		return 1;
	if (isnan(x) || isnan(y))
		return x + y;
	int ik = int_kind(y);
	if (x == 0) {
		if (y < 0) {
			errno = ERANGE;
			return ik == 2 ? 1 / x : 1 / fabsl(x);
		}
		return ik == 2 ? x : 0;
	}
	if (isinf(y)) {
		long double ax = fabsl(x);
		if (ax == 1)
			return 1;
		return (ax < 1) == (y < 0) ? INFINITY : 0;
	}
	if (isinf(x)) {
		long double r = y < 0 ? 0 : INFINITY;
		return x < 0 && ik == 2 ? -r : r;
	}
	if (x < 0) {
		if (!ik) {
			errno = EDOM;
			return (x - x) / (x - x);
		}
		long double r = pow_pos(-x, y);
		return ik == 2 ? -r : r;
	}
	return pow_pos(x, y);
}
