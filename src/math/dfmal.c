#define _GNU_SOURCE
#include "libm_ext.h"

/* x*y + z rounded once to double: the long double operation in round toward
   zero is made "round to odd" by setting its last bit when it was
   inexact, which the conversion then rounds correctly (the wider format
   has at least two more bits).  Specials are done directly. */
double dfmal(long double x, long double y, long double z)
{
	if (!isfinite(x) || !isfinite(y) || !isfinite(z)) {
		long double r = fmal(x, y, z);
		if (isnan(r) && !(isnan(x) || isnan(y) || isnan(z)))
			errno = EDOM;
		else if (isinf(r) && isfinite(x) && isfinite(y) && isfinite(z))
			errno = ERANGE;
		return (double)r;
	}
	fenv_t env;
	__rz_begin(&env);
	volatile long double vx = x, vy = y, vz = z;
	volatile long double vr = fmal(vx, vy, vz);
	int inexact = __rz_end(&env);
	if (!inexact && vr == 0)
		return (double)(fmal(x, y, z));
	return __narrow_dl(__ld_odd(vr, inexact));
}
