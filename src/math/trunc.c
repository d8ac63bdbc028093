#include "libm.h"

double trunc(double x)
{
	uint64_t u = __f64_bits(x);
	int e = (int)(u >> 52 & 0x7ff) - 0x3ff;
	if (e >= 52)
		return e == 0x400 ? x + x : x;
	if (e < 0)
		return __f64_from(u & 1ull << 63);
	return __f64_from(u & ~((1ull << (52 - e)) - 1));
}
