#include "libm_ext.h"

/* x = m * 2^(3k) with m in [1/8, 1); Newton's iteration for y^3 = m
   from a linear start (error below 10%) doubles the correct bits each
   step: five steps exceed 64 bits, and the scaling by 2^k is exact. */
long double cbrtl(long double x)
{
	if (!isfinite(x) || x == 0)
		return x + x;
	int e;
	long double m = frexpl(fabsl(x), &e);   /* [1/2, 1) */
	int k = e >= 0 ? (e + 2) / 3 : -(-e / 3);   /* ceil(e / 3) */
	m = ldexpl(m, e - 3 * k);                /* [1/8, 1) */
	long double y = 0.45L + 0.56L * m;
	for (int i = 0; i < 6; i++)
		y -= (y * y * y - m) / (3 * y * y);
	y = ldexpl(y, k);
	return signbit(x) ? -y : y;
}
