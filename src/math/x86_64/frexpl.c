#include "libm_ext.h"

/* *e is 0 for zero, infinity and NaN, as glibc. */
long double frexpl(long double x, int *e)
{
	union __ld80 u = { x };
	int be = u.i.se & 0x7fff;
	if (be == 0x7fff) {
		*e = 0;
		return x + x;
	}
	if (!u.i.m) {
		*e = 0;
		return x;
	}
	int adj = 0;
	if (be == 0) {
		u.f = x * 0x1p64L;
		be = u.i.se & 0x7fff;
		adj = 64;
	}
	*e = be - 16382 - adj;
	u.i.se = (u.i.se & 0x8000) | 16382;
	return u.f;
}
