#include "ld128.h"

#define LOG2E 0x171547652b82fe1777d0ffda0d23ap-112L

/* Is y an integer, and an odd one?  (0: not an integer, 1: even, 2: odd) */
static int int_kind(long double y)
{
	if (!isfinite(y) || rintl(y) != y)
		return 0;
	if (fabsl(y) >= 0x1p113L)
		return 1;
	return fmodl(y, 2) != 0 ? 2 : 1;
}

/* x^y for x > 0 finite, binary128: 2^(y log2 x) with x = 2^k m, m in
   [sqrt(1/2), sqrt(2)).  y k is formed exactly from y split at its 81st
   bit, so the integer part of the exponent leaves no rounding in the
   fraction, and powers of two with exact results come out exact;
   y log2(m) carries 2^-100 or so, far below the promised accuracy. */
static long double pow_pos(long double x, long double y)
{
	int k;
	long double l2 = __ld128_log_reduce(x, &k) * LOG2E;
	union __ld128 v = { y };
	v.i.lo &= ~0ull << 32;
	long double yh = v.f, yl = y - yh;
	long double a = yh * k;                     /* exact: 81 + 15 bits */
	long double n = rintl(a);
	long double f = (a - n) + (yl * k + y * l2);
	long double fn = rintl(f);
	n += fn;
	f -= fn;                                    /* |f| <= 1/2 */
	if (n > 16400) {
		errno = ERANGE;
		volatile long double big = 0x1p16383L;
		return big * big;
	}
	if (n < -16600) {
		errno = ERANGE;
		volatile long double tiny = 0x1p-16382L;
		return tiny * tiny;
	}
	long double r = f == 0 ? 1 : 1 + __ld128_expm1_small(f * __ld128_ln2());
	r = scalbnl(r, (int)n);
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
