#include "libm.h"
#include "libm_coef.h"

/* log(x) as hi + lo times 1/ln10 (hi + lo): the product's error is
   ~2^-100 relative, so log10(10^k) is k and the rest is
   rounded once. */
double log10(double x)
{
	uint64_t ix = __f64_bits(x);

	if (ix - 0x0010000000000000u >= 0x7ff0000000000000u - 0x0010000000000000u) {
		if (ix << 1 == 0)
			return __math_divzero(1);
		if (ix == 0x7ff0000000000000u)
			return x;
		if (ix >> 63 || ix >= 0x7ff0000000000000u)
			return __math_invalid(x);
	}
	double lo, hi = __log_hl(x, &lo);
	double pl, ph = __two_prod(hi, INVLN10_HI, &pl);
	return ph + (pl + hi * INVLN10_LO + lo * INVLN10_HI);
}
