#include "libm_ext.h"

/* tanh = t / (t + 2) with t = e^(2|x|) - 1; beyond 23 (x87) or 41
   (binary128: 1 - tanh < 2^-115), 1 rounds it. */
long double tanhl(long double x)
{
	long double a = fabsl(x), r;
	if (isnan(x))
		return x + x;
	if (a < 0x1p-33L)
		return x + x * 0x1p-70L * a;
	if (a > (LDBL_MANT_DIG > 64 ? 41 : 23))
		r = 1 - 0x1p-120L;
	else {
		long double t = expm1l(2 * a);
		r = t / (t + 2);
	}
	return signbit(x) ? -r : r;
}
