#include "libm.h"
#include "libm_coef.h"

/* log(x) as hi + *tail, unrounded, for finite x > 0: log's algorithm
   (see log.c) stopped before the last add, for the functions that need
   the extra bits (log2, log10, log1p, the inverse hyperbolics).  The
   pair is within ~2^-62 relative of log(x). */
double __log_hl(double x, double *tail)
{
	uint64_t ix = __f64_bits(x);

	if (ix < 0x0010000000000000u)
		ix = __f64_bits(x * 0x1p52) - (52ull << 52);
	uint64_t tmp = ix - 0x3fe6a00000000000u;
	int64_t e = (int64_t)tmp >> 52;
	const double *t = __log_tab + 3 * (tmp >> 45 & 127);
	uint64_t im = ix - (tmp & 0xfff0000000000000u);
	double m = __f64_from(im);
	double mh = __f64_from(im & ~(uint64_t)0xff);
	double c = t[0];
	double r = (mh * c - 1.0) + (m - mh) * c;
	double ed = (double)e;
	/* exact: both terms are multiples of 2^-42 below 2^10 */
	double w = ed * LN2_HI + t[1];
	/* |w| >= 2^-8 > |r|/2 unless w = 0: the error term is exact enough */
	double e2, hi = __fast_two_sum(w, r, &e2);
	double r2 = r * r;
	double q = LOG_Q0 + r * LOG_Q1 + r2 * (LOG_Q2 + r * LOG_Q3) + r2 * r2 * (LOG_Q4 + r * LOG_Q5);
	double lo = e2 + (ed * LN2_LO + t[2]) + r2 * (r * q - 0.5);
	*tail = lo;
	return hi;
}
