#include "libm_ext.h"

long double modfl(long double x, long double *ip)
{
	union __ld80 u = { x };
	long double zero = (u.i.se & 0x8000) ? -0.0L : 0.0L;
	int e = (u.i.se & 0x7fff) - 16383;
	if (e >= 63) {
		*ip = x;
		if (e == 16384 && (u.i.m << 1))
			return x + x;
		return zero;
	}
	if (e < 0) {
		*ip = zero;
		return x;
	}
	uint64_t frac = (1ull << (63 - e)) - 1;
	if (!(u.i.m & frac)) {
		*ip = x;
		return zero;
	}
	u.i.m &= ~frac;
	*ip = u.f;
	/* exact, as in modf */
	return x - u.f;
}
