#include <stdlib.h>
#include "cvt.h"

/* |x| with ndigits digits after the point (at most 17), as a digit
   string without leading zeros; the point's position in *decpt, the sign
   in *sign.  Static result. */
char *fcvt(double x, int ndigits, int *restrict decpt, int *restrict sign)
{
	static char out[340];

	__cvt(x, ndigits, __CVT_DBL_MAX, decpt, sign, out, sizeof out, 1);
	return out;
}
