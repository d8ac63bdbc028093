#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* Steps of 2^16383 or 2^-16382 (times 2^113 on the way down, so that a
   subnormal result is rounded once, by the last multiplication). */
long double scalbnl(long double x, int n)
{
	/* The steps may already overflow or reach zero: ERANGE depends on
	   the argument, not on what is left of it. */
	long double x0 = x;
	if (n > 16383) {
		x *= 0x1p16383L;
		n -= 16383;
		if (n > 16383) {
			x *= 0x1p16383L;
			n -= 16383;
			if (n > 16383)
				n = 16383;
		}
	} else if (n < -16382) {
		x *= 0x1p-16382L * 0x1p113L;
		n += 16382 - 113;
		if (n < -16382) {
			x *= 0x1p-16382L * 0x1p113L;
			n += 16382 - 113;
			if (n < -16382)
				n = -16382;
		}
	}
	long double r = x * __ld128_pow2(n);
	if (isfinite(x0) && x0 != 0 && (isinf(r) || r == 0))
		errno = ERANGE;
	return r;
}
