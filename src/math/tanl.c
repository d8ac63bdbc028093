#include "ld128.h"

long double tanl(long double x)
{
	if (isinf(x)) {
		errno = EDOM;
		return x - x;
	}
	if (isnan(x) || fabsl(x) < 0x1p-60L)
		return x + x * 0;
	long double r;
	int q = __ld128_rem_pio2(x, &r);
	long double s = __ld128_sin_kernel(r), c = __ld128_cos_kernel(r);
	return q & 1 ? -c / s : s / c;
}
