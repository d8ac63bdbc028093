#include <limits.h>
#include "libm_ext.h"

/* roundf rounds halfway cases away from zero without inexact; a
   result out of range, or NaN, raises invalid and gives the most
   negative value, as glibc (errno is left alone there too). */
long lroundf(float x)
{
	float r = roundf(x);
	if (!(r >= -0x1p63f && r < 0x1p63f)) {
		__fe_raise_invalid();
		return LONG_MIN;
	}
	return (long)r;
}
