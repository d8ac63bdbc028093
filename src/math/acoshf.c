#include "libm.h"

/* Computed in double, whose result is far more accurate than a float:
   one more rounding leaves it within 0.5 ulp + 2^-29; the special cases
   are the double function's. */
float acoshf(float x)
{
	return (float)acosh((double)x);
}
