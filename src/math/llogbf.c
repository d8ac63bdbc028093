#define _GNU_SOURCE
#include <limits.h>
#include "libm.h"

/* ilogbf widened: its exceptions and errno, its special results mapped
   to the long ones (zero and NaN share FP_ILOGB0's value). */
long llogbf(float x)
{
	int e = ilogbf(x);
	if (e == INT_MAX)
		return LONG_MAX;
	if (e == FP_ILOGB0)
		return x == 0 ? FP_LLOGB0 : FP_LLOGBNAN;
	return e;
}
