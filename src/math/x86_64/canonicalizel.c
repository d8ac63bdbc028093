#define _GNU_SOURCE
#include "libm_ext.h"

/* The x87 format has encodings that are not canonical: a nonzero
   exponent with the integer bit clear (unnormals, pseudo-infinities,
   pseudo-NaNs) is no value at all, 1 is returned and *cx left alone; a
   zero exponent with the integer bit set (a pseudo-denormal) is the
   value of the normal of least exponent, which multiplying by one
   produces.  A signaling NaN becomes quiet, with invalid. */
int canonicalizel(long double *cx, const long double *x)
{
	union __ld80 u = { *x };
	int e = u.i.se & 0x7fff;
	int ibit = u.i.m >> 63 & 1;
	if (e && !ibit)
		return 1;
	if (!e && ibit) {
		volatile long double one = 1.0L;
		*cx = u.f * one;
		return 0;
	}
	*cx = __issigl(u.f) ? u.f + u.f : u.f;
	return 0;
}
