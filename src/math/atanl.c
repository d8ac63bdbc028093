#include "ld128.h"

#define PIO2 0x1921fb54442d18469898cc51701b8p-112L

long double atanl(long double x)
{
	if (isnan(x))
		return x + x;
	long double a = fabsl(x), r;
	if (a < 0x1p-60L)
		return x;
	if (a > 1)
		r = isinf(a) ? PIO2 : PIO2 - __ld128_atan01(1 / a);
	else
		r = __ld128_atan01(a);
	return signbit(x) ? -r : r;
}
