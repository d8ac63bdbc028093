#define _GNU_SOURCE
#include "libm.h"

/* totalorder of the absolute values: the encodings without their sign
   bit compare as unsigned integers. */
int totalordermagf(const float *x, const float *y)
{
	uint32_t m = (uint32_t)-1 >> 1;
	return (__f32_bits(*x) & m) <= (__f32_bits(*y) & m);
}
