#include "ld128.h"

long double expm1l(long double x)
{
	if (isnan(x))
		return x + x;
	if (fabsl(x) <= 0.34L)
		return x == 0 ? x : __ld128_expm1_small(x);
	if (x < -80)
		return -1;
	return expl(x) - 1;
}
