#include "libm_ext.h"

hidden long double __fma_odd(double, double, double);

/* As fma: the 64-bit round-to-odd value rounds correctly to 24 bits. */
float fmaf(float x, float y, float z)
{
	if (!isfinite(x) || !isfinite(y) || !isfinite(z) || x == 0 || y == 0) {
		if (isfinite(x) && isfinite(y) && !isfinite(z))
			return z + z;
		return x * y + z;
	}
	if (z == 0)
		return x * y;
	long double e = __fma_odd(x, y, z);
	if (e == 0)
		return x * y + z;
	float r = (float)e;
	if (isinf(r))
		errno = ERANGE;
	return r;
}
