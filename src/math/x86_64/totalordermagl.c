#define _GNU_SOURCE
#include "libm_ext.h"

/* As totalordermag: exponent, then the 64-bit significand, compared
   as unsigned numbers.  A pseudo-denormal (biased exponent 0, integer
   bit set) compares by its encoding, as a subnormal. */
int totalordermagl(const long double *x, const long double *y)
{
	union __ld80 a, b;
	/* copied as bytes: loading a signaling NaN into the x87 raises invalid */
	__builtin_memcpy(&a, x, 10);
	__builtin_memcpy(&b, y, 10);
	unsigned ea = a.i.se & 0x7fff, eb = b.i.se & 0x7fff;
	if (ea != eb)
		return ea < eb;
	return a.i.m <= b.i.m;
}
