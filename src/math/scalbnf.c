#include "libm.h"

/* As scalbn; 2^-102 = 2^-126 * 2^24 keeps the intermediate exact. */
float scalbnf(float x, int n)
{
	float x0 = x;
	if (n > 127) {
		x *= 0x1p127f;
		n -= 127;
		if (n > 127) {
			x *= 0x1p127f;
			n -= 127;
			if (n > 127)
				n = 127;
		}
	} else if (n < -126) {
		x *= 0x1p-102f;
		n += 102;
		if (n < -126) {
			x *= 0x1p-102f;
			n += 102;
			if (n < -126)
				n = -126;
		}
	}
	float r = x * __f32_from((uint32_t)(0x7f + n) << 23);
	if (x0 != 0 && isfinite(x0) && (r == 0 || isinf(r)))
		errno = ERANGE;
	return r;
}
