#define _GNU_SOURCE
#include "libm_ext.h"

/* The argument of larger magnitude, equal magnitudes as
   fmaximum_num; a NaN is missing data as for fmaximum_num. */
long double fmaximum_mag_numl(long double x, long double y)
{
	if (isnan(x) || isnan(y)) {
		if (isnan(x) && isnan(y))
			return x + y;
		__fp_forcel(x + y);
		return isnan(x) ? y : x;
	}
	long double ax = fabsl(x), ay = fabsl(y);
	if (ax != ay)
		return ax > ay ? x : y;
	return signbit(x) ? y : x;
}
