#include <limits.h>
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* As ilogb: invalid and EDOM for zero, infinity and NaN. */
int ilogbl(long double x)
{
	union __ld128 u = { x };
	int be = __LD128_EXP(u);
	unsigned __int128 f = u.q & __LD128_FRAC_MASK;
	if (be == 0x7fff || (!be && !f)) {
		__fe_raise_invalid();
		errno = EDOM;
		if (be != 0x7fff)
			return FP_ILOGB0;
		return f ? FP_ILOGBNAN : INT_MAX;
	}
	if (be == 0) {
		int lz = (uint64_t)(f >> 64) ? __clz64((uint64_t)(f >> 64)) : 64 + __clz64((uint64_t)f);
		return -16382 - (lz - 15);
	}
	return be - 16383;
}
