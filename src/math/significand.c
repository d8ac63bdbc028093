#include "libm.h"

/* x scaled into [1, 2): the exponent ilogb gives removed.  Zero,
   infinity and NaN are their own significand. */
double significand(double x)
{
	if (x == 0 || !isfinite(x))
		return x + x;
	return scalbn(x, -ilogb(x));
}
