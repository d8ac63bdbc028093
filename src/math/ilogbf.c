#include <limits.h>
#include "libm_ext.h"

int ilogbf(float x)
{
	uint32_t u = __f32_bits(x);
	int e = u >> 23 & 0xff;
	if (e == 0) {
		if (u << 9)
			return -0x7f - __builtin_clz(u << 9);
		__fe_raise_invalid();
		errno = EDOM;
		return FP_ILOGB0;
	}
	if (e == 0xff) {
		__fe_raise_invalid();
		errno = EDOM;
		return u << 9 ? FP_ILOGBNAN : INT_MAX;
	}
	return e - 0x7f;
}
