#include <limits.h>
#include "libm_ext.h"

long long llroundl(long double x)
{
	long double r = roundl(x);
	if (!(r >= -0x1p63L && r < 0x1p63L)) {
		__fe_raise_invalid();
		return LLONG_MIN;
	}
	return (long long)r;
}
