#define _GNU_SOURCE
#include "libm.h"

/* The payload of a NaN (its significand bits below the quiet bit) as
   an integer-valued double; -1 for a value that is not a NaN, as
   glibc. */
double getpayload(const double *x)
{
	uint64_t u = __f64_bits(*x);
	/* from the bits: isnan would raise invalid on a signaling NaN */
	if ((u << 1) <= 0xffe0000000000000ull)
		return -1;
	return (double)(u & ((1ull << 51) - 1));
}
