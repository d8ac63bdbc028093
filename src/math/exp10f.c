#define _GNU_SOURCE
#include "libm.h"

/* Computed in double, whose result is far more accurate than a float:
   one more rounding leaves it within 0.5 ulp + 2^-29.  The float range
   ends are checked here, as the double result does not overflow. */
float exp10f(float x)
{
	float y = (float)exp10((double)x);
	if (isinf(y) && !isinf(x))
		return __math_oflowf(0);
	if (y == 0 && x != -INFINITY)
		return __math_uflowf(0);
	return y;
}
