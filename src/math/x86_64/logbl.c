#include "libm_ext.h"

long double logbl(long double x)
{
	union __ld80 u = { x };
	int be = u.i.se & 0x7fff;
	if (be == 0x7fff)
		return x * x;
	if (!u.i.m) {
		volatile long double zero = 0.0L;
		return -1.0L / zero;
	}
	if (be == 0)
		return -16382 - __clz64(u.i.m);
	return be - 16383;
}
