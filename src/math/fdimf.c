#include "libm.h"

float fdimf(float x, float y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	if (!(x > y))
		return 0.0f;
	float r = x - y;
	if (isinf(r) && isfinite(x) && isfinite(y))
		errno = ERANGE;
	return r;
}
