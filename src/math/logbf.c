#include "libm_ext.h"

float logbf(float x)
{
	uint32_t u = __f32_bits(x);
	int e = u >> 23 & 0xff;
	if (e == 0xff)
		return x * x;
	if (e == 0) {
		if (!(u << 9)) {
			volatile float zero = 0.0f;
			return -1.0f / zero;
		}
		return -0x7f - __builtin_clz(u << 9);
	}
	return e - 0x7f;
}
