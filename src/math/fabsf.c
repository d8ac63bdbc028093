#include "libm.h"

float fabsf(float x)
{
	return __f32_from(__f32_bits(x) & ~(1u << 31));
}
