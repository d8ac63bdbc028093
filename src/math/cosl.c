#include "ld128.h"

long double cosl(long double x)
{
	if (isinf(x)) {
		errno = EDOM;
		return x - x;
	}
	if (isnan(x))
		return x + x;
	long double r;
	switch (__ld128_rem_pio2(x, &r)) {
	case 0: return __ld128_cos_kernel(r);
	case 1: return -__ld128_sin_kernel(r);
	case 2: return -__ld128_cos_kernel(r);
	default: return __ld128_sin_kernel(r);
	}
}
