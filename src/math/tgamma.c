#include "libm_ext.h"

/* Through long double, rounded once (see tgammal for the error). */
double tgamma(double x)
{
	double r = (double)tgammal(x);
	if (isfinite(x) && x != 0 && (isinf(r) || fabs(r) < DBL_MIN))
		errno = ERANGE;
	return r;
}
