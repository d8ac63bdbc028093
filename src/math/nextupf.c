#define _GNU_SOURCE
#include "libm.h"

/* The least float above x, quietly: one step of the encoding. */
float nextupf(float x)
{
	if (isnan(x))
		return x + x;
	if (x == INFINITY)
		return x;
	if (x == 0)
		return 0x1p-149f;
	uint32_t u = __f32_bits(x);
	return __f32_from(signbit(x) ? u - 1 : u + 1);
}
