#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ndigits significant digits of |x| (rounded, at most 17), the decimal
   point's position in *decpt and the sign in *sign.  Static result. */
char *ecvt(double x, int ndigits, int *restrict decpt, int *restrict sign)
{
	static char out[20];
	char tmp[40], *p, *e;
	int n = ndigits < 1 ? 1 : ndigits > 17 ? 17 : ndigits, i = 0;

	*sign = signbit(x) != 0;
	snprintf(tmp, sizeof tmp, "%.*e", n - 1, x < 0 ? -x : x);
	e = strchr(tmp, 'e');
	if (!e) {
		/* inf or nan */
		*decpt = 0;
		strcpy(out, tmp);
		return out;
	}
	for (p = tmp; p < e; p++)
		if (*p != '.')
			out[i++] = *p;
	out[i] = 0;
	*decpt = atoi(e + 1) + 1;
	return out;
}
