#include "libm.h"

/* Computed in double: cbrt's result is far more accurate than a float,
   one more rounding leaves it within 0.5 ulp + 2^-29. */
float cbrtf(float x)
{
	return (float)cbrt((double)x);
}
