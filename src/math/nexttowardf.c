#include "libm.h"

float nexttowardf(float x, long double y)
{
	if (isnan(x) || isnan(y))
		return (float)(x + y);
	if (x == y)
		return (float)y;
	uint32_t u;
	if (x == 0)
		u = (signbit(y) ? 1u << 31 : 0) | 1;
	else if ((x < y) == !signbit(x))
		u = __f32_bits(x) + 1;
	else
		u = __f32_bits(x) - 1;
	int e = u >> 23 & 0xff;
	if (e == 0xff) {
		volatile float big = 0x1p127f;
		__fp_forcef(big * big);
		errno = ERANGE;
	} else if (e == 0) {
		volatile float tiny = 0x1p-126f;
		__fp_forcef(tiny * tiny);
		errno = ERANGE;
	}
	return __f32_from(u);
}
