#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cvt.h"

/* The work is done by printf's own conversion, into a buffer sized by a
   first call (a long double in %f may have thousands of digits), then
   the point is taken out and, for %f, the leading zeros turned into a
   smaller *decpt. */
hidden int __cvt(long double x, int ndigits, int max, int *decpt, int *sign,
		 char *buf, size_t len, int fixed)
{
	const char *fmt = fixed ? "%.*Lf" : "%.*Le";
	int prec, size;
	char *p, *dot, *e;
	size_t n;

	if (!buf) {
		errno = EINVAL;
		return -1;
	}
	*sign = signbit(x) != 0;
	x = fabsl(x);
	if (fixed)
		prec = ndigits < 0 ? 0 : ndigits > max ? max : ndigits;
	else
		prec = (ndigits < 1 ? 1 : ndigits > max ? max : ndigits) - 1;
	size = snprintf(0, 0, fmt, prec, x);
	if (size < 0)
		return -1;
	char tmp[size + 1];
	snprintf(tmp, sizeof tmp, fmt, prec, x);
	p = tmp;
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
