#include "libm.h"
#include "libm_coef.h"

/* x = 2^e m with m in [0.707, 1.414); the table gives, for the run of m
   holding x, c ~ 1/m with 8 significant bits and -log(c) to 106 bits.
   r = m c - 1 is then exact (|r| < 2^-7, at most 53 significant bits)
   and log(x) = e ln2 - log(c) + log1p(r).  The large parts are added
   exactly (two-sum), so only the final add rounds noticeably; next to
   1 the table entry is c = 1 and the result is r plus small terms.

   Like pow, log has a baseline variant and one with FMA (m c - 1 in
   one fused operation, fused polynomial steps, VEX encoding), picked
   at the first call. */

static inline __attribute__((always_inline)) double log_body(double x, const int fma)
{
	uint64_t ix = __f64_bits(x);

	if (ix - 0x0010000000000000u >= 0x7ff0000000000000u - 0x0010000000000000u) {
		/* x <= 0, subnormal, inf or nan */
		if (ix << 1 == 0)
			return __math_divzero(1);
		if (ix == 0x7ff0000000000000u)
			return x;
		if (ix >> 63 || ix >= 0x7ff0000000000000u)
			return __math_invalid(x);
		ix = __f64_bits(x * 0x1p52) - (52ull << 52);
	}
	uint64_t tmp = ix - 0x3fe6a00000000000u;
	int64_t e = (int64_t)tmp >> 52;
	const double *t = __log_tab + 3 * (tmp >> 45 & 127);
	uint64_t im = ix - (tmp & 0xfff0000000000000u);
	double m = __f64_from(im);
	double c = t[0];
	double r;
	if (fma) {
		/* m c - 1 has at most 53 bits (see above): exact */
		r = __builtin_fma(m, c, -1.0);
	} else {
		/* mh (45 bits) times c (8 bits) and (m - mh) c are exact */
		double mh = __f64_from(im & ~(uint64_t)0xff);
		r = (mh * c - 1.0) + (m - mh) * c;
	}
	double ed = (double)e;
	/* exact: both terms are multiples of 2^-42 below 2^10 */
	double w = MADD(ed, LN2_HI, t[1]);
	/* |w| >= 2^-8 > |r|/2 unless w = 0: the error term is exact enough */
	double e2, hi = __fast_two_sum(w, r, &e2);
	double r2 = r * r;
	double q = MADD(r2 * r2, MADD(r, LOG_Q5, LOG_Q4),
			MADD(r2, MADD(r, LOG_Q3, LOG_Q2), MADD(r, LOG_Q1, LOG_Q0)));
	double lo = e2 + MADD(ed, LN2_LO, t[2]) + r2 * MADD(r, q, -0.5);
	return hi + lo;
}

MATH_FMA_ENTRY1(log)
