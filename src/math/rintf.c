#include "libm.h"

/* As rint, with 2^23: float arithmetic is done in float (FLT_EVAL_METHOD
   0), so the one rounding is to float. */
float rintf(float x)
{
	uint32_t u = __f32_bits(x);
	int e = u >> 23 & 0xff;
	if (e >= 0x7f + 23)
		return e == 0xff ? x + x : x;
	float r = u >> 31 ? (x - 0x1p23f) + 0x1p23f : (x + 0x1p23f) - 0x1p23f;
	return __f32_from((__f32_bits(r) & ~(1u << 31)) | (u & 1u << 31));
}
