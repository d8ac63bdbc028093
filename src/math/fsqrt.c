#define _GNU_SOURCE
#include "libm_ext.h"

/* The square root rounded once to float: the double operation in round toward
   zero is made "round to odd" by setting its last bit when it was
   inexact, which the conversion then rounds correctly (the wider format
   has at least two more bits).  Specials are done directly. */
float fsqrt(double x)
{
	if (!isfinite(x) || x < 0) {
		double r = __builtin_sqrt(x);
		if (isnan(r) && !(isnan(x)))
			errno = EDOM;
		else if (isinf(r) && isfinite(x))
			errno = ERANGE;
		return (float)r;
	}
	fenv_t env;
	__rz_begin(&env);
	volatile double vx = x;
	volatile double vr = __builtin_sqrt(vx);
	int inexact = __rz_end(&env);
	if (!inexact && vr == 0)
		return (float)(__builtin_sqrt(x));
	return __narrow_f(__f64_odd(vr, inexact));
}
