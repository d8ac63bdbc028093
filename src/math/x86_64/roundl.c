#include "libm_ext.h"

/* Half away from zero, as round: half a unit added to the magnitude;
   a carry out of the 64 bits means the result is 2^(e+1). */
long double roundl(long double x)
{
	union __ld80 u = { x };
	int e = (u.i.se & 0x7fff) - 16383;
	int neg = u.i.se >> 15;
	if (e >= 63)
		return e == 16384 ? x + x : x;
	if (e < 0) {
		if (e == -1)
			return neg ? -1.0L : 1.0L;
		return neg ? -0.0L : 0.0L;
	}
	uint64_t frac = (1ull << (63 - e)) - 1;
	if (!(u.i.m & frac))
		return x;
	uint64_t m = u.i.m + (1ull << (62 - e));
	if (m < u.i.m) {
		u.i.m = 1ull << 63;
		u.i.se++;
	} else {
		u.i.m = m & ~frac;
	}
	return u.f;
}
