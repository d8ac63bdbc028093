#include "libm.h"

/* x * 2^n with one rounding.  A large |n| is applied in steps whose
   factors are exact powers of two.  Downward, the first steps use
   2^-969 (= 2^-1022 * 2^53), which keeps every result of 2^-53 or more
   normal and therefore exact; a smaller one can only end below 2^-1076
   and rounds to the same zero or least subnormal however it is split.
   Overflow and underflow (with errno ERANGE) come from the final
   multiplication itself. */
double scalbn(double x, int n)
{
	double x0 = x;
	if (n > 1023) {
		x *= 0x1p1023;
		n -= 1023;
		if (n > 1023) {
			x *= 0x1p1023;
			n -= 1023;
			if (n > 1023)
				n = 1023;
		}
	} else if (n < -1022) {
		x *= 0x1p-969;
		n += 969;
		if (n < -1022) {
			x *= 0x1p-969;
			n += 969;
			if (n < -1022)
				n = -1022;
		}
	}
	double r = x * __f64_from((uint64_t)(0x3ff + n) << 52);
	if (x0 != 0 && isfinite(x0) && (r == 0 || isinf(r)))
		errno = ERANGE;
	return r;
}
