#include "libm.h"

float sqrtf(float x)
{
	if (x < 0)
		return __math_invalidf(x);
	__asm__("sqrtss %1, %0" : "=x"(x) : "x"(x));
	return x;
}
