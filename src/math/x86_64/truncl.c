#include "libm_ext.h"

long double truncl(long double x)
{
	union __ld80 u = { x };
	int e = (u.i.se & 0x7fff) - 16383;
	if (e >= 63)
		return e == 16384 ? x + x : x;
	if (e < 0)
		return (u.i.se & 0x8000) ? -0.0L : 0.0L;
	u.i.m &= ~((1ull << (63 - e)) - 1);
	return u.f;
}
