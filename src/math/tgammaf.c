#include "libm_ext.h"

float tgammaf(float x)
{
	float r = (float)tgammal(x);
	if (isfinite(x) && x != 0 && (isinf(r) || fabsf(r) < FLT_MIN))
		errno = ERANGE;
	return r;
}
