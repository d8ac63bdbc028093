#define _GNU_SOURCE
#include "libm.h"

/* The argument of smaller magnitude; equal magnitudes as fminimum,
   a NaN argument as fminimum. */
double fminimum_mag(double x, double y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	double ax = fabs(x), ay = fabs(y);
	if (ax != ay)
		return ax < ay ? x : y;
	return signbit(x) ? x : y;
}
