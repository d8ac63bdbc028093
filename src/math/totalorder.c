#define _GNU_SOURCE
#include "libm.h"

/* IEEE 754 totalOrder: -NaN < -inf < ... < -0 < +0 < ... < +inf <
   +NaN, NaNs by payload (signaling below quiet when positive).  The
   encodings read as sign-magnitude integers give exactly that order:
   for a negative value the magnitude bits are inverted so that a
   signed comparison works. */
int totalorder(const double *x, const double *y)
{
	int64_t a = (int64_t)__f64_bits(*x), b = (int64_t)__f64_bits(*y);
	a ^= (int64_t)((uint64_t)(a >> 63) >> 1);
	b ^= (int64_t)((uint64_t)(b >> 63) >> 1);
	return a <= b;
}
