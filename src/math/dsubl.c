#define _GNU_SOURCE
#include "libm_ext.h"

/* The difference rounded once to double: the long double operation in round toward
   zero is made "round to odd" by setting its last bit when it was
   inexact, which the conversion then rounds correctly (the wider format
   has at least two more bits).  Specials are done directly. */
double dsubl(long double x, long double y)
{
	if (!isfinite(x) || !isfinite(y)) {
		long double r = x - y;
		if (isnan(r) && !(isnan(x) || isnan(y)))
			errno = EDOM;
		else if (isinf(r) && isfinite(x) && isfinite(y))
			errno = ERANGE;
		return (double)r;
	}
	fenv_t env;
	__rz_begin(&env);
	volatile long double vx = x, vy = y;
	volatile long double vr = vx - vy;
	int inexact = __rz_end(&env);
	if (!inexact && vr == 0)
		return (double)(x - y);
	return __narrow_dl(__ld_odd(vr, inexact));
}
