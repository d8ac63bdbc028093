#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

hidden long double __ld128_rem(long double x, long double y, unsigned *q);

/* Exact; an infinite x or a zero y is invalid (EDOM). */
long double fmodl(long double x, long double y)
{
	unsigned q;
	if (isnan(x) || isnan(y))
		return x + y;
	if (isinf(x) || y == 0) {
		errno = EDOM;
		return (x * y) / (x * y);
	}
	if (isinf(y) || x == 0)
		return x;
	return copysignl(__ld128_rem(x, y, &q), x);
}
