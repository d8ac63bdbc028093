#include "libm.h"

/* A NaN argument is treated as missing data (the other one is the
   result); of two zeros, the -0, as IEEE 754-2008 recommends. */
long double fminl(long double x, long double y)
{
	if (isnan(x))
		return y;
	if (isnan(y))
		return x;
	if (x == y)
		return signbit(x) ? x : y;
	return x < y ? x : y;
}
