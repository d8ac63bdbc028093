#include "libm.h"

/* *e is 0 for zero, infinity and NaN, as glibc. */
double frexp(double x, int *e)
{
	uint64_t u = __f64_bits(x);
	int be = u >> 52 & 0x7ff;
	if (be == 0x7ff) {
		*e = 0;
		return x + x;
	}
	int adj = 0;
	if (be == 0) {
		if (!(u << 1)) {
			*e = 0;
			return x;
		}
		/* subnormal: 2^64 makes it normal exactly */
		u = __f64_bits(x * 0x1p64);
		be = u >> 52 & 0x7ff;
		adj = 64;
	}
	*e = be - 0x3fe - adj;
	return __f64_from((u & ~(0x7ffull << 52)) | 0x3feull << 52);
}
