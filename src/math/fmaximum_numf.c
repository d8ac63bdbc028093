#define _GNU_SOURCE
#include "libm.h"

/* A NaN is missing data: the other argument is the result (a
   signaling one still raises invalid); -0 counts as less than +0. */
float fmaximum_numf(float x, float y)
{
	if (isnan(x) || isnan(y)) {
		if (isnan(x) && isnan(y))
			return x + y;
		__fp_forcef(x + y);
		return isnan(x) ? y : x;
	}
	if (x == y)
		return signbit(x) ? y : x;
	return x > y ? x : y;
}
