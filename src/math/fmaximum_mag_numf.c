#define _GNU_SOURCE
#include "libm.h"

/* The argument of larger magnitude, equal magnitudes as
   fmaximum_num; a NaN is missing data as for fmaximum_num. */
float fmaximum_mag_numf(float x, float y)
{
	if (isnan(x) || isnan(y)) {
		if (isnan(x) && isnan(y))
			return x + y;
		__fp_forcef(x + y);
		return isnan(x) ? y : x;
	}
	float ax = fabsf(x), ay = fabsf(y);
	if (ax != ay)
		return ax > ay ? x : y;
	return signbit(x) ? y : x;
}
