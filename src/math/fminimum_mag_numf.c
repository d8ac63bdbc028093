#define _GNU_SOURCE
#include "libm.h"

/* The argument of smaller magnitude, equal magnitudes as
   fminimum_num; a NaN is missing data as for fminimum_num. */
float fminimum_mag_numf(float x, float y)
{
	if (isnan(x) || isnan(y)) {
		if (isnan(x) && isnan(y))
			return x + y;
		__fp_forcef(x + y);
		return isnan(x) ? y : x;
	}
	float ax = fabsf(x), ay = fabsf(y);
	if (ax != ay)
		return ax < ay ? x : y;
	return signbit(x) ? x : y;
}
