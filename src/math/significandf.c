#include "libm.h"

/* x scaled into [1, 2): the exponent ilogbf gives removed.  Zero,
   infinity and NaN are their own significand. */
float significandf(float x)
{
	if (x == 0 || !isfinite(x))
		return x + x;
	return scalbnf(x, -ilogbf(x));
}
