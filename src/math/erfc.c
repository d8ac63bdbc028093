#include "libm_ext.h"

/* Through long double, rounded once; an underflow in double is a range
   error there even when long double still holds the value. */
double erfc(double x)
{
	double r = (double)erfcl(x);
	if (r < DBL_MIN && x < INFINITY)
		errno = ERANGE;
	return r;
}
