#define _GNU_SOURCE
#include "libm.h"

/* IEEE 754 totalOrder: -NaN < -inf < ... < -0 < +0 < ... < +inf <
   +NaN, NaNs by payload (signaling below quiet when positive).  The
   encodings read as sign-magnitude integers give exactly that order:
   for a negative value the magnitude bits are inverted so that a
   signed comparison works. */
int totalorderf(const float *x, const float *y)
{
	int32_t a = (int32_t)__f32_bits(*x), b = (int32_t)__f32_bits(*y);
	a ^= (int32_t)((uint32_t)(a >> 31) >> 1);
	b ^= (int32_t)((uint32_t)(b >> 31) >> 1);
	return a <= b;
}
