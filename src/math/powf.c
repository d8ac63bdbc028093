#include "libm.h"

/* Computed in double: pow's result is far more accurate than a float,
   so one more rounding leaves it within 0.5 ulp + 2^-29; every special
   case of powf is the same as pow's, but the float range ends are
   checked here, as the double result does not overflow. */
float powf(float x, float y)
{
	double d = pow((double)x, (double)y);
	float r = (float)d;
	if (isinf(r) && !isinf(d))
		return __math_oflowf(signbit(d));
	if (r == 0 && d != 0)
		return __math_uflowf(signbit(d));
	return r;
}
