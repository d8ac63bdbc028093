#define _GNU_SOURCE
#include "libm.h"

/* totalorder of the absolute values: the encodings without their sign
   bit compare as unsigned integers. */
int totalordermag(const double *x, const double *y)
{
	uint64_t m = (uint64_t)-1 >> 1;
	return (__f64_bits(*x) & m) <= (__f64_bits(*y) & m);
}
