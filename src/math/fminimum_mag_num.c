#define _GNU_SOURCE
#include "libm.h"

/* The argument of smaller magnitude, equal magnitudes as
   fminimum_num; a NaN is missing data as for fminimum_num. */
double fminimum_mag_num(double x, double y)
{
	if (isnan(x) || isnan(y)) {
		if (isnan(x) && isnan(y))
			return x + y;
		__fp_force(x + y);
		return isnan(x) ? y : x;
	}
	double ax = fabs(x), ay = fabs(y);
	if (ax != ay)
		return ax < ay ? x : y;
	return signbit(x) ? x : y;
}
