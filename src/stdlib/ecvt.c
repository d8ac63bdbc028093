#include <stdlib.h>
#include "cvt.h"

/* ndigits significant digits of |x| (rounded, at most 17), the decimal
   point's position in *decpt and the sign in *sign.  Static result. */
char *ecvt(double x, int ndigits, int *restrict decpt, int *restrict sign)
{
	static char out[20];

	__cvt(x, ndigits, __CVT_DBL_MAX, decpt, sign, out, sizeof out, 0);
	return out;
}
