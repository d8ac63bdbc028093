#include "libm.h"

/* Computed in double, whose result is far more accurate than a float:
   one more rounding leaves it within 0.5 ulp + 2^-29; the special cases
   are the double function's. */
float asinf(float x)
{
	return (float)asin((double)x);
}
