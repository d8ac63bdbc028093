#define _GNU_SOURCE
#include "libm.h"

/* The argument of smaller magnitude; equal magnitudes as fminimum,
   a NaN argument as fminimum. */
long double fminimum_magl(long double x, long double y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	long double ax = fabsl(x), ay = fabsl(y);
	if (ax != ay)
		return ax < ay ? x : y;
	return signbit(x) ? x : y;
}
