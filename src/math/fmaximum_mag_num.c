#define _GNU_SOURCE
#include "libm.h"

/* The argument of larger magnitude, equal magnitudes as
   fmaximum_num; a NaN is missing data as for fmaximum_num. */
double fmaximum_mag_num(double x, double y)
{
	if (isnan(x) || isnan(y)) {
		if (isnan(x) && isnan(y))
			return x + y;
		__fp_force(x + y);
		return isnan(x) ? y : x;
	}
	double ax = fabs(x), ay = fabs(y);
	if (ax != ay)
		return ax > ay ? x : y;
	return signbit(x) ? y : x;
}
