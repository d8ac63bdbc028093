#include <limits.h>
#include "libm_ext.h"

long lroundl(long double x)
{
	long double r = roundl(x);
	if (!(r >= -0x1p63L && r < 0x1p63L)) {
		__fe_raise_invalid();
		return LONG_MIN;
	}
	return (long)r;
}
