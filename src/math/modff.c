#include "libm.h"

float modff(float x, float *ip)
{
	uint32_t u = __f32_bits(x);
	uint32_t sign = u & 1u << 31;
	int e = (int)(u >> 23 & 0xff) - 0x7f;
	if (e >= 23) {
		*ip = x;
		if (e == 0x80 && (u << 9))
			return x + x;
		return __f32_from(sign);
	}
	if (e < 0) {
		*ip = __f32_from(sign);
		return x;
	}
	uint32_t frac = (1u << (23 - e)) - 1;
	if (!(u & frac)) {
		*ip = x;
		return __f32_from(sign);
	}
	*ip = __f32_from(u & ~frac);
	return x - *ip;
}
