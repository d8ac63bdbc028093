#include "libm.h"
#include "libm_coef.h"

/* x^y = exp(y log|x|).  An error d in y log|x| becomes a relative error
   d in the result, and |y log|x|| reaches 745 before the result leaves
   the double range, so log|x| is carried as hi + lo to ~2^-68 relative
   (log's table and reduction, with r^2/2 taken exactly) and y log|x| as
   hi + lo; the exp step then works like exp with the low part folded
   into its reduced argument. */

/* 0: y is not an integer, 1: odd integer, 2: even integer. */
static int int_kind(uint64_t iy)
{
	int e = (int)(iy >> 52 & 0x7ff);
	if (e < 0x3ff)
		return iy << 1 == 0 ? 2 : 0;
	if (e > 0x3ff + 52)
		return 2;
	uint64_t frac = (uint64_t)1 << (0x3ff + 52 - e);
	if (iy & (frac - 1))
		return 0;
	return iy & frac ? 1 : 2;
}

static double log_dd(uint64_t ix, double *tail)
{
	if (ix < 0x0010000000000000u)
		ix = __f64_bits(__f64_from(ix) * 0x1p52) - (52ull << 52);
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
	double a = ed * LN2_HI + t[1];
	/* fast two-sums: |a| >= 2^-8 > |r|/2 unless a = 0, and the sum
	   dwarfs r^2/2 */
	double b1, b = __fast_two_sum(a, r, &b1);
	/* r^2 exactly: rh keeps r's top 26 bits (|r| < 2^-7 has at most
	   53), so rh^2 is exact and r^2 - rh^2 = rl (r + rh) is below
	   2^-80 and rounded once */
	double rh = __f64_from(__f64_bits(r) & 0xfffffffff8000000u);
	double r2h = rh * rh, r2l = (r - rh) * (r + rh);
	double c1, cc = __fast_two_sum(b, -0.5 * r2h, &c1);
	double r2 = r * r;
	double q = POWLOG_Q0 + r * POWLOG_Q1 + r2 * (POWLOG_Q2 + r * POWLOG_Q3)
		+ r2 * r2 * (POWLOG_Q4 + r * POWLOG_Q5 + r2 * (POWLOG_Q6 + r * POWLOG_Q7));
	*tail = (b1 + c1) + (ed * LN2_LO + t[2]) + (r2 * r * q - 0.5 * r2l);
	return cc;
}

/* sign * e^(h + l), |h| <= 746. */
static double exp_dd(double h, double l, uint32_t sign)
{
	double kd = h * EXP_INVLN2N + __ROUND_SHIFT;
	int64_t k = (int64_t)(__f64_bits(kd) << 13) >> 13;
	kd -= __ROUND_SHIFT;
	double r = ((h - kd * EXP_LN2N_HI) - kd * EXP_LN2N_LO) + l;
	double r2 = r * r;
	double p = r + r2 * (0.5 + r * (EXP_Q0 + r * EXP_Q1 + r2 * (EXP_Q2 + r * EXP_Q3)));
	const double *tab = __exp_tab + 2 * (k & 127);
	double t = tab[0];
	double tail = tab[1] + t * p;
	int64_t e = k >> 7;
	if ((uint64_t)(e + 1022) > 1023 + 1022) {
		double y = __exp_edge(sign ? -t : t, sign ? -tail : tail, e);
		if (isinf(y))
			errno = ERANGE;
		return y;
	}
	return (t + tail) * __f64_from((uint64_t)(e + 1023) << 52 | (uint64_t)sign << 63);
}

double pow(double x, double y)
{
	uint64_t ix = __f64_bits(x), iy = __f64_bits(y);
	uint32_t sign = 0;

	if (iy << 1 == 0 || ix == 0x3ff0000000000000u)
		return 1.0;
	if ((ix << 1) - 1 >= 0xffe0000000000000u - 1 || (iy << 1) >= 0xffe0000000000000u) {
		/* x or y is zero, inf or nan */
		if (isnan(x) || isnan(y))
			return x + y;
		if ((iy << 1) == 0xffe0000000000000u) {
			/* y = +-inf */
			if (ix << 1 == 0x7fe0000000000000u)
				return 1.0;	/* |x| == 1 */
			if ((__builtin_fabs(x) < 1) == !(iy >> 63))
				return 0.0;
			return INFINITY;
		}
		/* x = +-0 or +-inf, y finite nonzero */
		int odd = ix >> 63 && int_kind(iy) == 1;
		if (ix << 1 == 0) {
			if (iy >> 63)
				return __math_divzero(odd);
			return odd ? -0.0 : 0.0;
		}
		if (iy >> 63)
			return odd ? -0.0 : 0.0;
		return odd ? -INFINITY : INFINITY;
	}
	if (ix >> 63) {
		int k = int_kind(iy);
		if (k == 0)
			return __math_invalid(x);
		sign = k == 1;
		ix &= 0x7fffffffffffffffu;
	}
	double ll, lh = log_dd(ix, &ll);
	/* y log|x| as yh + yl: the 26-bit halves of y and lh multiply
	   exactly, the rest is below 2^-26 of it and rounded once.  With
	   |x| != 1, |lh| >= 2^-53: a huge y makes yh huge or inf, which the
	   range check catches before yl (maybe nan then) is used. */
	double y1 = __f64_from(iy & 0xfffffffff8000000u);
	double l1 = __f64_from(__f64_bits(lh) & 0xfffffffff8000000u);
	double yh = y1 * l1;
	double yl = (y - y1) * l1 + y * ((lh - l1) + ll);
	if (!(__builtin_fabs(yh) <= 745.5)) {
		if (yh > 0)
			return __math_oflow(sign);
		return __math_uflow(sign);
	}
	return exp_dd(yh, yl, sign);
}
