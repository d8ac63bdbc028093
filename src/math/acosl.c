#include "libm_ext.h"

long double acosl(long double x)
{
	if (isnan(x))
		return x + x;
	if (fabsl(x) > 1) {
		errno = EDOM;
		return (x - x) / (x - x);
	}
	return atan2l(sqrtl((1 - x) * (1 + x)), x);
}
