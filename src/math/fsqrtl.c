#define _GNU_SOURCE
#include "libm_ext.h"

/* The square root rounded once to float: the long double operation in round toward
   zero is made "round to odd" by setting its last bit when it was
   inexact, which the conversion then rounds correctly (the wider format
   has at least two more bits).  Specials are done directly. */
float fsqrtl(long double x)
{
	if (!isfinite(x) || x < 0) {
		long double r = __builtin_sqrtl(x);
		if (isnan(r) && !(isnan(x)))
			errno = EDOM;
		else if (isinf(r) && isfinite(x))
			errno = ERANGE;
		return (float)r;
	}
	fenv_t env;
	__rz_begin(&env);
	volatile long double vx = x;
	volatile long double vr = __builtin_sqrtl(vx);
	int inexact = __rz_end(&env);
	if (!inexact && vr == 0)
		return (float)(__builtin_sqrtl(x));
	return __narrow_fl(__ld_odd(vr, inexact));
}
