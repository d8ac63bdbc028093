#include "libm_ext.h"

/* Only where long double is binary128; empty elsewhere. */
#if LDBL_MANT_DIG == 113

/* |x| mod |y| (finite x, finite nonzero y), exact, by long division on
   the integer significands, 14 quotient bits per step (the partial
   remainder stays below 2^127); *q gets the quotient's low bits. */
hidden long double __ld128_rem(long double x, long double y, unsigned *q)
{
	union __ld128 ux = { x }, uy = { y };
	int ex = __LD128_EXP(ux), ey = __LD128_EXP(uy);
	unsigned __int128 mx = ux.q & __LD128_FRAC_MASK, my = uy.q & __LD128_FRAC_MASK;
	unsigned quo;

	if (ex)
		mx |= (unsigned __int128)1 << 112;
	else
		ex = 1;
	if (ey)
		my |= (unsigned __int128)1 << 112;
	else
		ey = 1;
	if (ex < ey) {
		*q = 0;
		return fabsl(x);
	}
	quo = (unsigned)(mx / my);
	mx %= my;
	for (int i = ex - ey; i > 0;) {
		int k = i > 14 ? 14 : i;
		mx <<= k;
		quo = (quo << k) + (unsigned)(mx / my);
		mx %= my;
		i -= k;
	}
	*q = quo;
	return scalbnl((long double)mx, ey - 16383 - 112);
}
#endif
