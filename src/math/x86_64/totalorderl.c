#define _GNU_SOURCE
#include "libm_ext.h"

/* As totalorder: of different signs the negative is first, of two
   negatives the larger magnitude (totalordermagl reversed). */
int totalorderl(const long double *x, const long double *y)
{
	unsigned char ex[10], ey[10];
	/* the sign from the bytes: no x87 load of a signaling NaN */
	__builtin_memcpy(ex, x, 10);
	__builtin_memcpy(ey, y, 10);
	int sx = ex[9] >> 7, sy = ey[9] >> 7;
	if (sx != sy)
		return sx;
	return sx ? totalordermagl(y, x) : totalordermagl(x, y);
}
