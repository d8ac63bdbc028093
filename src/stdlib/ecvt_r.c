#define _DEFAULT_SOURCE
#include <stdlib.h>
#include "cvt.h"

/* ecvt into the caller's buf of len bytes: 0, or -1 when buf is null
   (EINVAL) or too small for the digits and terminator (ERANGE). */
int ecvt_r(double x, int ndigits, int *restrict decpt, int *restrict sign,
	   char *restrict buf, size_t len)
{
	return __cvt(x, ndigits, __CVT_DBL_MAX, decpt, sign, buf, len, 0);
}
