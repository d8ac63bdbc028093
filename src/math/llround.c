#include <limits.h>
#include "libm_ext.h"

/* round rounds halfway cases away from zero without inexact; a
   result out of range, or NaN, raises invalid and gives the most
   negative value, as glibc (errno is left alone there too). */
long long llround(double x)
{
	double r = round(x);
	if (!(r >= -0x1p63 && r < 0x1p63)) {
		__fe_raise_invalid();
		return LLONG_MIN;
	}
	return (long long)r;
}
