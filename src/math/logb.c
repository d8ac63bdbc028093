#include "libm_ext.h"

/* logb(+-0) is -inf with divide-by-zero (a pole, but glibc leaves errno
   alone and so do we); logb(+-inf) is +inf. */
double logb(double x)
{
	uint64_t u = __f64_bits(x);
	int e = u >> 52 & 0x7ff;
	if (e == 0x7ff)
		return x * x;
	if (e == 0) {
		if (!(u << 12)) {
			volatile double zero = 0.0;
			return -1.0 / zero;
		}
		return -0x3ff - __clz64(u << 12);
	}
	return e - 0x3ff;
}
