#define _DEFAULT_SOURCE
#include <stdlib.h>
#include "cvt.h"

/* ecvt for a long double: up to __CVT_LDBL_MAX digits.  Static result. */
char *qecvt(long double x, int ndigits, int *restrict decpt, int *restrict sign)
{
	static char out[__CVT_LDBL_MAX + 8];

	__cvt(x, ndigits, __CVT_LDBL_MAX, decpt, sign, out, sizeof out, 0);
	return out;
}
