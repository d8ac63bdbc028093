#define _GNU_SOURCE
#include "libm.h"

/* The argument of larger magnitude; equal magnitudes as fmaximum,
   a NaN argument as fmaximum. */
long double fmaximum_magl(long double x, long double y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	long double ax = fabsl(x), ay = fabsl(y);
	if (ax != ay)
		return ax > ay ? x : y;
	return signbit(x) ? y : x;
}
