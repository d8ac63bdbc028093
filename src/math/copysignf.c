#include "libm.h"

float copysignf(float x, float y)
{
	uint32_t sign = 1u << 31;
	return __f32_from((__f32_bits(x) & ~sign) | (__f32_bits(y) & sign));
}
