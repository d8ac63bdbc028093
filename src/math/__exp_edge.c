#include "libm.h"

/* Results outside the normal range: scaled in two steps (overflow side)
   or rounded once at the subnormal precision (underflow side). */
double __exp_edge(double t, double tail, int64_t e)
{
	if (e > 0) {
		double y = (t + tail) * 0x1p1023;
		return y * __f64_from((uint64_t)e << 52);
	}
	/* 2^e (t + tail) with 2^e < 2^-1022: add 1 (with t's sign, pow's
	   results may be negative) so that the sum rounds at 2^-52, which
	   after the exact scaling by 2^-1022 is the subnormal spacing: a
	   single rounding. */
	double s = __f64_from((uint64_t)(e + 1022 + 1023) << 52);
	double one = __builtin_copysign(1.0, t);
	double z = s * t, zt = s * tail, lo;
	double hi = __fast_two_sum(one, z, &lo);
	/* the sign again for a result that rounds to zero */
	double y = __builtin_copysign(((hi + (lo + zt)) - one) * 0x1p-1022, one);
	if (__builtin_fabs(y) < DBL_MIN) {
		__fp_force(DBL_MIN * DBL_MIN);
		if (y == 0)
			errno = ERANGE;
	}
	return y;
}
