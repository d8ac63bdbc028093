#define _GNU_SOURCE
#include "libm.h"

/* The argument of smaller magnitude; equal magnitudes as fminimum,
   a NaN argument as fminimum. */
float fminimum_magf(float x, float y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	float ax = fabsf(x), ay = fabsf(y);
	if (ax != ay)
		return ax < ay ? x : y;
	return signbit(x) ? x : y;
}
