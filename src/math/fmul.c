#define _GNU_SOURCE
#include "libm_ext.h"

/* The product rounded once to float: the double operation in round toward
   zero is made "round to odd" by setting its last bit when it was
   inexact, which the conversion then rounds correctly (the wider format
   has at least two more bits).  Specials are done directly. */
float fmul(double x, double y)
{
	if (!isfinite(x) || !isfinite(y)) {
		double r = x * y;
		if (isnan(r) && !(isnan(x) || isnan(y)))
			errno = EDOM;
		else if (isinf(r) && isfinite(x) && isfinite(y))
			errno = ERANGE;
		return (float)r;
	}
	fenv_t env;
	__rz_begin(&env);
	volatile double vx = x, vy = y;
	volatile double vr = vx * vy;
	int inexact = __rz_end(&env);
	if (!inexact && vr == 0)
		return (float)(x * y);
	return __narrow_f(__f64_odd(vr, inexact));
}
