#include "libm.h"

float frexpf(float x, int *e)
{
	uint32_t u = __f32_bits(x);
	int be = u >> 23 & 0xff;
	if (be == 0xff) {
		*e = 0;
		return x + x;
	}
	int adj = 0;
	if (be == 0) {
		if (!(u << 1)) {
			*e = 0;
			return x;
		}
		u = __f32_bits(x * 0x1p32f);
		be = u >> 23 & 0xff;
		adj = 32;
	}
	*e = be - 0x7e - adj;
	return __f32_from((u & ~(0xffu << 23)) | 0x7eu << 23);
}
