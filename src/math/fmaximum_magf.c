#define _GNU_SOURCE
#include "libm.h"

/* The argument of larger magnitude; equal magnitudes as fmaximum,
   a NaN argument as fmaximum. */
float fmaximum_magf(float x, float y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	float ax = fabsf(x), ay = fabsf(y);
	if (ax != ay)
		return ax > ay ? x : y;
	return signbit(x) ? y : x;
}
