#include <fenv.h>
#include "libm.h"

float nearbyintf(float x)
{
	int had = fetestexcept(FE_INEXACT);
	x = rintf(x);
	if (!had)
		feclearexcept(FE_INEXACT);
	return x;
}
