#include <fenv.h>
#include <math.h>

long double nearbyintl(long double x)
{
	int had = fetestexcept(FE_INEXACT);
	x = rintl(x);
	if (!had)
		feclearexcept(FE_INEXACT);
	return x;
}
