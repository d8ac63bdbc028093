#define _DEFAULT_SOURCE
#include <float.h>
#include <stdlib.h>
#include "cvt.h"

/* fcvt for a long double: up to __CVT_LDBL_MAX digits after the point.
   Static result, long enough for LDBL_MAX's integer digits. */
char *qfcvt(long double x, int ndigits, int *restrict decpt, int *restrict sign)
{
	static char out[LDBL_MAX_10_EXP + __CVT_LDBL_MAX + 8];

	__cvt(x, ndigits, __CVT_LDBL_MAX, decpt, sign, out, sizeof out, 1);
	return out;
}
