#include "libm.h"

/* As floor: integer work on the encoding, no inexact. */
float floorf(float x)
{
	uint32_t u = __f32_bits(x);
	int e = (int)(u >> 23 & 0xff) - 0x7f;
	if (e >= 23)
		return e == 0x80 ? x + x : x;
	if (e < 0) {
		if (!(u << 1))
			return x;
		return u >> 31 ? -1.0f : 0.0f;
	}
	uint32_t frac = (1u << (23 - e)) - 1;
	if (!(u & frac))
		return x;
	if (u >> 31)
		u += frac;
	return __f32_from(u & ~frac);
}
