#define _GNU_SOURCE
#include "libm.h"

/* The payload of a NaN (its significand bits below the quiet bit) as
   an integer-valued float; -1 for a value that is not a NaN. */
float getpayloadf(const float *x)
{
	uint32_t u = __f32_bits(*x);
	/* from the bits: isnan would raise invalid on a signaling NaN */
	if ((u << 1) <= 0xff000000u)
		return -1;
	return (float)(u & ((1u << 22) - 1));
}
