#include "libm_ext.h"

float erfcf(float x)
{
	float r = (float)erfcl(x);
	if (r < FLT_MIN && x < INFINITY)
		errno = ERANGE;
	return r;
}
