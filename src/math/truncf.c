#include "libm.h"

float truncf(float x)
{
	uint32_t u = __f32_bits(x);
	int e = (int)(u >> 23 & 0xff) - 0x7f;
	if (e >= 23)
		return e == 0x80 ? x + x : x;
	if (e < 0)
		return __f32_from(u & 1u << 31);
	return __f32_from(u & ~((1u << (23 - e)) - 1));
}
