#include "libm_ext.h"

hidden int __rem_pio2l(long double, long double *);

void sincosl(long double x, long double *s, long double *c)
{
	if (!isfinite(x)) {
		if (isinf(x))
			errno = EDOM;
		*s = *c = x - x;
		return;
	}
	long double r, sr, cr;
	int n = __rem_pio2l(x, &r);
	__asm__("fsincos" : "=t"(cr), "=u"(sr) : "0"(r));
	switch (n) {
	case 0: *s = sr; *c = cr; break;
	case 1: *s = cr; *c = -sr; break;
	case 2: *s = -sr; *c = -cr; break;
	default: *s = -cr; *c = sr; break;
	}
}
