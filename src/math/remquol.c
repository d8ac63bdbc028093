#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

hidden long double __ld128_rem(long double x, long double y, unsigned *q);

/* IEEE remainder (quotient rounded to nearest, ties to even), exact, and
   the quotient's low three bits with its sign, as the x87's fprem1
   gives them. */
long double remquol(long double x, long double y, int *quo)
{
	unsigned q = 0;
	*quo = 0;
	if (isnan(x) || isnan(y))
		return x + y;
	if (isinf(x) || y == 0) {
		errno = EDOM;
		return (x * y) / (x * y);
	}
	if (isinf(y) || x == 0)
		return x;
	long double ay = fabsl(y), r = __ld128_rem(x, y, &q);
	/* 2r may overflow to infinity, which then rightly compares above |y|;
	   r - |y| is exact (r and |y| within a factor of two). */
	if (2 * r > ay || (2 * r == ay && (q & 1))) {
		r -= ay;
		q++;
	}
	q &= 7;
	*quo = signbit(x) != signbit(y) ? -(int)q : (int)q;
	return signbit(x) ? -r : r;
}
