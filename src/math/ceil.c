#include "libm.h"

/* The mirror of floor: the carry trick moves positive values up. */
double ceil(double x)
{
	uint64_t u = __f64_bits(x);
	int e = (int)(u >> 52 & 0x7ff) - 0x3ff;
	if (e >= 52)
		return e == 0x400 ? x + x : x;
	if (e < 0) {
		if (!(u << 1))
			return x;
		return u >> 63 ? -0.0 : 1.0;
	}
	uint64_t frac = (1ull << (52 - e)) - 1;
	if (!(u & frac))
		return x;
	if (!(u >> 63))
		u += frac;
	return __f64_from(u & ~frac);
}
