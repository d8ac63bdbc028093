#include <stdio.h>
#include <stdlib.h>

/* x in %g style with ndigits significant digits (at most 17) into buf. */
char *gcvt(double x, int ndigits, char *buf)
{
	sprintf(buf, "%.*g", ndigits > 17 ? 17 : ndigits, x);
	return buf;
}
