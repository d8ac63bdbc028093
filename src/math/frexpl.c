#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* Subnormals are scaled into the normal range first (exact). */
long double frexpl(long double x, int *e)
{
	union __ld128 u = { x };
	int be = __LD128_EXP(u), adj = 0;
	if (be == 0x7fff || x == 0) {
		*e = 0;
		return x + x;
	}
	if (be == 0) {
		u.f = x * 0x1p120L;
		be = __LD128_EXP(u);
		adj = 120;
	}
	*e = be - 16382 - adj;
	u.i.hi = (u.i.hi & ~(0x7fffull << 48)) | (uint64_t)16382 << 48;
	return u.f;
}
