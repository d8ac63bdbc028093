#define _GNU_SOURCE
#include "libm_ext.h"

/* x*y + z rounded once to float: the double operation in round toward
   zero is made "round to odd" by setting its last bit when it was
   inexact, which the conversion then rounds correctly (the wider format
   has at least two more bits).  Specials are done directly. */
float ffma(double x, double y, double z)
{
	if (!isfinite(x) || !isfinite(y) || !isfinite(z)) {
		double r = fma(x, y, z);
		if (isnan(r) && !(isnan(x) || isnan(y) || isnan(z)))
			errno = EDOM;
		else if (isinf(r) && isfinite(x) && isfinite(y) && isfinite(z))
			errno = ERANGE;
		return (float)r;
	}
	fenv_t env;
	__rz_begin(&env);
	volatile double vx = x, vy = y, vz = z;
	volatile double vr = fma(vx, vy, vz);
	int inexact = __rz_end(&env);
	if (!inexact && vr == 0)
		return (float)(fma(x, y, z));
	return __narrow_f(__f64_odd(vr, inexact));
}
