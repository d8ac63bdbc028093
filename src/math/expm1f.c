#include "libm.h"

/* Computed in double, whose result is far more accurate than a float:
   one more rounding leaves it within 0.5 ulp + 2^-29.  The float range
   ends are checked here, as the double result does not overflow. */
float expm1f(float x)
{
	float y = (float)expm1((double)x);
	if (isinf(y) && !isinf(x))
		return __math_oflowf(0);
	return y;
}
