#define _GNU_SOURCE
#include "libm.h"

/* The least double above x, quietly (no overflow or underflow, unlike
   nextafter): one step of the encoding. */
double nextup(double x)
{
	if (isnan(x))
		return x + x;
	if (x == INFINITY)
		return x;
	if (x == 0)
		return 0x1p-1074;
	uint64_t u = __f64_bits(x);
	return __f64_from(signbit(x) ? u - 1 : u + 1);
}
