#include <errno.h>
#include <math.h>

#ifndef __FP_FAST_FMAF
#error "this fmaf needs a fused multiply-add instruction (x86_64 has its own)"
#endif

/* As fma, in single precision. */
float fmaf(float x, float y, float z)
{
	float r = __builtin_fmaf(x, y, z);

	if (isinf(r) && isfinite(x) && isfinite(y) && isfinite(z))
		errno = ERANGE;
	return r;
}
