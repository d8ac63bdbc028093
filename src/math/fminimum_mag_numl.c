#define _GNU_SOURCE
#include "libm_ext.h"

/* The argument of smaller magnitude, equal magnitudes as
   fminimum_num; a NaN is missing data as for fminimum_num. */
long double fminimum_mag_numl(long double x, long double y)
{
	if (isnan(x) || isnan(y)) {
		if (isnan(x) && isnan(y))
			return x + y;
		__fp_forcel(x + y);
		return isnan(x) ? y : x;
	}
	long double ax = fabsl(x), ay = fabsl(y);
	if (ax != ay)
		return ax < ay ? x : y;
	return signbit(x) ? x : y;
}
