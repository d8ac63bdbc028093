#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include "cvt.h"

/* gcvt for a long double: %Lg with ndigits significant digits (at most
   __CVT_LDBL_MAX) into buf. */
char *qgcvt(long double x, int ndigits, char *buf)
{
	sprintf(buf, "%.*Lg", ndigits > __CVT_LDBL_MAX ? __CVT_LDBL_MAX : ndigits, x);
	return buf;
}
