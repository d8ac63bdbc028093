#include "libm.h"

/* Computed in double, whose result is far more accurate than a float:
   one more rounding leaves it within 0.5 ulp + 2^-29.  errno and the
   exceptions are the double function's, which has the same special
   cases. */
float log10f(float x)
{
	return (float)log10((double)x);
}
