#include "libm.h"

float roundf(float x)
{
	uint32_t u = __f32_bits(x);
	int e = (int)(u >> 23 & 0xff) - 0x7f;
	if (e >= 23)
		return e == 0x80 ? x + x : x;
	if (e < 0) {
		uint32_t sign = u & 1u << 31;
		return __f32_from(e == -1 ? sign | 0x7fu << 23 : sign);
	}
	uint32_t frac = (1u << (23 - e)) - 1;
	if (!(u & frac))
		return x;
	u += 1u << (22 - e);
	return __f32_from(u & ~frac);
}
