#include "libm.h"

/* x scaled into [1, 2): the exponent ilogbl gives removed.  Zero,
   infinity and NaN are their own significand. */
long double significandl(long double x)
{
	if (x == 0 || !isfinite(x))
		return x + x;
	return scalbnl(x, -ilogbl(x));
}
