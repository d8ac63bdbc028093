#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* |x| with ndigits digits after the point (at most 17), as a digit
   string without leading zeros; the point's position in *decpt, the sign
   in *sign.  Static result. */
char *fcvt(double x, int ndigits, int *restrict decpt, int *restrict sign)
{
	static char out[340];
	char *p, *dot;
	int n = ndigits < 0 ? 0 : ndigits > 17 ? 17 : ndigits;

	*sign = signbit(x) != 0;
	snprintf(out, sizeof out, "%.*f", n, x < 0 ? -x : x);
	if (!isfinite(x)) {
		*decpt = 0;
		return out;
	}
	dot = strchr(out, '.');
	*decpt = dot ? (int)(dot - out) : (int)strlen(out);
	if (dot)
		memmove(dot, dot + 1, strlen(dot));
	/* leading zeros move the point instead */
	for (p = out; *p == '0' && p[1]; p++)
		--*decpt;
	memmove(out, p, strlen(p) + 1);
	return out;
}
