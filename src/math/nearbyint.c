#include <fenv.h>
#include "libm.h"

/* rint without the inexact exception: keep the flag as it was. */
double nearbyint(double x)
{
	int had = fetestexcept(FE_INEXACT);
	x = rint(x);
	if (!had)
		feclearexcept(FE_INEXACT);
	return x;
}
