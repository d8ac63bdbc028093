#include "libm_ext.h"

hidden long double __lgammal_r(long double, int *);

float lgammaf_r(float x, int *sign)
{
	float r = (float)__lgammal_r(x, sign);
	if (isinf(r) && isfinite(x))
		errno = ERANGE;
	return r;
}
