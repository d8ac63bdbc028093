#include "libm.h"

/* In double: the squares and their sum are exact there, one square root
   and one conversion round; overflow of the float range is checked
   here. */
float hypotf(float x, float y)
{
	double dx = x, dy = y;
	if (isinf(dx) || isinf(dy))
		return INFINITY;
	float r = (float)__builtin_sqrt(dx * dx + dy * dy);
	if (isinf(r))
		errno = ERANGE;
	return r;
}
