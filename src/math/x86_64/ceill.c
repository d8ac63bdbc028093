#include "libm_ext.h"

/* The mirror of floorl. */
long double ceill(long double x)
{
	union __ld80 u = { x };
	int e = (u.i.se & 0x7fff) - 16383;
	int neg = u.i.se >> 15;
	if (e >= 63)
		return e == 16384 ? x + x : x;
	if (e < 0) {
		if (!u.i.m)
			return x;
		return neg ? -0.0L : 1.0L;
	}
	uint64_t frac = (1ull << (63 - e)) - 1;
	if (!(u.i.m & frac))
		return x;
	u.i.m &= ~frac;
	if (!neg) {
		u.i.m += frac + 1;
		if (!u.i.m) {
			u.i.m = 1ull << 63;
			u.i.se++;
		}
	}
	return u.f;
}
