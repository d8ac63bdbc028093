#define _GNU_SOURCE
#include "libm.h"

/* A NaN argument makes a NaN result (quieted, as arithmetic does);
   -0 counts as less than +0. */
double fmaximum(double x, double y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	if (x == y)
		return signbit(x) ? y : x;
	return x > y ? x : y;
}
