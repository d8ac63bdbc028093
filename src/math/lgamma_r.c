#include "libm_ext.h"

hidden long double __lgammal_r(long double, int *);

/* Computed in long double and rounded once: the error stays below one
   ulp of double except near the zeros on the negative axis (see
   __lgammal_r). */
double lgamma_r(double x, int *sign)
{
	double r = (double)__lgammal_r(x, sign);
	if (isinf(r) && isfinite(x))
		errno = ERANGE;
	return r;
}
