#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* In the current rounding mode: below 2^112, adding and removing 2^112
   (of x's sign) rounds away the fraction once, inexact included; a zero
   result keeps x's sign.  From 2^112 on x is an integer already (or
   infinite): returned as it is, a NaN quieted. */
long double rintl(long double x)
{
	union __ld128 u = { x };
	if (__LD128_EXP(u) >= 16383 + 112)
		return isnan(x) ? x + x : x;
	volatile long double big = __LD128_SIGN(u) ? -0x1p112L : 0x1p112L;
	long double r = (x + big) - big;
	return r == 0 ? copysignl(0, x) : r;
}
