#include <limits.h>
#include "libm_ext.h"

/* Zero, infinity and NaN have no integer logarithm: FP_ILOGB0, INT_MAX
   and FP_ILOGBNAN with invalid and EDOM (Annex F; glibc sets errno). */
int ilogb(double x)
{
	uint64_t u = __f64_bits(x);
	int e = u >> 52 & 0x7ff;
	if (e == 0) {
		if (u << 12)
			return -0x3ff - __clz64(u << 12);
		__fe_raise_invalid();
		errno = EDOM;
		return FP_ILOGB0;
	}
	if (e == 0x7ff) {
		__fe_raise_invalid();
		errno = EDOM;
		return u << 12 ? FP_ILOGBNAN : INT_MAX;
	}
	return e - 0x3ff;
}
