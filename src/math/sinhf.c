#include "libm.h"

/* Computed in double, whose result is far more accurate than a float:
   one more rounding leaves it within 0.5 ulp + 2^-29.  The float range
   end is checked here, as the double result does not overflow. */
float sinhf(float x)
{
	float y = (float)sinh((double)x);
	if (isinf(y) && !isinf(x))
		return __math_oflowf(signbit(y));
	return y;
}
