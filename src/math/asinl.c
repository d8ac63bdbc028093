#include "libm_ext.h"

/* asin(x) = atan2(x, sqrt((1-x)(1+x))): both factors exact or nearly,
   no cancellation near |x| = 1. */
long double asinl(long double x)
{
	if (isnan(x))
		return x + x;
	if (fabsl(x) > 1) {
		errno = EDOM;
		return (x - x) / (x - x);
	}
	return atan2l(x, sqrtl((1 - x) * (1 + x)));
}
