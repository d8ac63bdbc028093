#define _GNU_SOURCE
#include "libm_ext.h"

/* The payload of a NaN: the 62 significand bits below the integer and
   quiet bits; -1 for a non-NaN. */
long double getpayloadl(const long double *x)
{
	union __ld80 u;
	/* from the bits: loading a signaling NaN into the x87 raises invalid */
	__builtin_memcpy(&u, x, 10);
	if ((u.i.se & 0x7fff) != 0x7fff || !(u.i.m << 1))
		return -1;
	return (long double)(u.i.m & ((1ull << 62) - 1));
}
