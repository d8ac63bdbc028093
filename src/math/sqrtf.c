#include "libm.h"

/* As sqrt: the instruction through the builtin, errno by hand. */
float sqrtf(float x)
{
	if (x < 0)
		return __math_invalidf(x);
	return __builtin_sqrtf(x);
}
