#define _GNU_SOURCE
#include "libm_ext.h"

/* A NaN is missing data: the other argument is the result (a
   signaling one still raises invalid); -0 counts as less than +0. */
long double fminimum_numl(long double x, long double y)
{
	if (isnan(x) || isnan(y)) {
		if (isnan(x) && isnan(y))
			return x + y;
		__fp_forcel(x + y);
		return isnan(x) ? y : x;
	}
	if (x == y)
		return signbit(x) ? x : y;
	return x < y ? x : y;
}
