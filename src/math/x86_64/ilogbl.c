#include <limits.h>
#include "libm_ext.h"

/* As ilogb: invalid and EDOM for zero, infinity and NaN. */
int ilogbl(long double x)
{
	union __ld80 u = { x };
	int be = u.i.se & 0x7fff;
	if (be == 0x7fff || !u.i.m) {
		__fe_raise_invalid();
		errno = EDOM;
		if (be != 0x7fff)
			return FP_ILOGB0;
		return u.i.m << 1 ? FP_ILOGBNAN : INT_MAX;
	}
	if (be == 0)
		return -16382 - __clz64(u.i.m);
	return be - 16383;
}
