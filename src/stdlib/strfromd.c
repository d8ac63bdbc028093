#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include "cvt.h"

/* format is "%", an optional ".precision" and one of a A e E f F g G
   (C23); anything else is EINVAL.  Otherwise snprintf's result. */
int strfromd(char *restrict s, size_t n, const char *restrict format, double v)
{
	int prec, conv = __strfrom_format(format, &prec);

	if (conv < 0) {
		errno = EINVAL;
		return -1;
	}
	if (prec < 0)
		return snprintf(s, n, (const char[]){ '%', conv, 0 }, v);
	return snprintf(s, n, (const char[]){ '%', '.', '*', conv, 0 }, prec, v);
}
