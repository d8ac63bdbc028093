#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cvt.h"

/* The work is done by printf's own conversion into a local buffer big
   enough for any double in %f (DBL_MAX has 309 integer digits), then
   the point is taken out and, for %f, the leading zeros turned into a
   smaller *decpt. */
hidden int __cvt(double x, int ndigits, int *decpt, int *sign, char *buf, size_t len,
		 int fixed)
{
	char tmp[340], *p = tmp, *dot, *e;
	size_t n;

	if (!buf) {
		errno = EINVAL;
		return -1;
	}
	*sign = signbit(x) != 0;
	x = fabs(x);
	if (fixed) {
		int prec = ndigits < 0 ? 0 : ndigits > 17 ? 17 : ndigits;
		snprintf(tmp, sizeof tmp, "%.*f", prec, x);
	} else {
		int prec = ndigits < 1 ? 1 : ndigits > 17 ? 17 : ndigits;
		snprintf(tmp, sizeof tmp, "%.*e", prec - 1, x);
	}
	if (!isfinite(x)) {
		*decpt = 0;
	} else if (fixed) {
		dot = strchr(tmp, '.');
		*decpt = dot ? (int)(dot - tmp) : (int)strlen(tmp);
		if (dot)
			memmove(dot, dot + 1, strlen(dot));
		/* leading zeros move the point instead */
		while (*p == '0' && p[1]) {
			p++;
			--*decpt;
		}
	} else {
		e = strchr(tmp, 'e');
		*decpt = atoi(e + 1) + 1;
		*e = 0;
		if ((dot = strchr(tmp, '.')))
			memmove(dot, dot + 1, strlen(dot));
	}
	n = strlen(p);
	if (n >= len) {
		errno = ERANGE;
		return -1;
	}
	memcpy(buf, p, n + 1);
	return 0;
}
