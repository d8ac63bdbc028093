#include "libm.h"

/* A NaN argument is treated as missing data (the other one is the
   result); of two zeros, the +0, as IEEE 754-2008 recommends. */
float fmaxf(float x, float y)
{
	if (isnan(x))
		return y;
	if (isnan(y))
		return x;
	if (x == y)
		return signbit(x) ? y : x;
	return x > y ? x : y;
}
