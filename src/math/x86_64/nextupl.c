#define _GNU_SOURCE
#include "libm_ext.h"

/* The least long double above x, quietly.  The explicit integer bit
   makes crossing a binade, and the subnormal boundary, separate
   steps (as in nextafterl). */
long double nextupl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x == INFINITY)
		return x;
	if (x == 0)
		return __ld80_make(0, 1);
	union __ld80 u = { x };
	if (!signbit(x)) {
		if (++u.i.m == 0) {
			u.i.m = 1ull << 63;
			u.i.se++;
		} else if (u.i.m == 1ull << 63 && !(u.i.se & 0x7fff)) {
			u.i.se++;
		}
	} else if (u.i.m == 1ull << 63 && (u.i.se & 0x7fff)) {
		u.i.m = (u.i.se & 0x7fff) == 1 ? u.i.m - 1 : ~0ull;
		u.i.se--;
	} else {
		u.i.m--;
	}
	return u.f;
}
