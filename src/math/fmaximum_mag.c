#define _GNU_SOURCE
#include "libm.h"

/* The argument of larger magnitude; equal magnitudes as fmaximum,
   a NaN argument as fmaximum. */
double fmaximum_mag(double x, double y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	double ax = fabs(x), ay = fabs(y);
	if (ax != ay)
		return ax > ay ? x : y;
	return signbit(x) ? y : x;
}
