#include <limits.h>
#include "libm_ext.h"

/* The rounding follows the current mode (and raises inexact) in rint;
   an integral value out of range, or NaN, raises invalid alone and gives
   the most negative value, as the x86 conversion instructions do. */
long lrint(double x)
{
	double r = rint(x);
	if (!(r >= -0x1p63 && r < 0x1p63)) {
		__fe_raise_invalid();
		return LONG_MIN;
	}
	return (long)r;
}
