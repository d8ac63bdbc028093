#include "libm.h"
#include "libm_coef.h"

/* x^y = e^(y log x) for x a positive normal and 2^-65 <= |y| < 2^63;
   the other inputs are settled first (or brought there: negative x with
   an integer y, subnormal x).

   The exponent t = y log x reaches 745 before the result leaves the
   double range, and an absolute error d in t is a relative error d in
   the result, so log x is carried as lh + ll to ~2^-67 relative and
   t as th + tl.  log is log.c's reduction: x = 2^e m, c ~ 1/m with 8
   bits from __log_tab, r = m c - 1 exact, |r| < 2^-7, and
     log x = (e ln2 + log(1/c)) + r - r^2/2 + r^3 q(r),
   the first three parts added exactly, the rest (< 2^-21) rounded.
   e^t is exp's reduction with tl folded into the reduced argument.
   Error budget (relative, before the final rounding): log 2^-67 times
   |t| <= 2^9.6, exp's polynomial and table 2^-60: the result is within
   0.52 ulp.

   Two variants share the code (pow_body): baseline x86_64, and one with
   FMA (fused multiply-adds, exact products without splitting, and VEX
   encoding) for the CPUs that have it, chosen at the first call like
   the string functions' (docs/string.md). */

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

/* Results past the normal range and the range of th the main path
   cannot reduce: 2^(eb - 1023) (t + tail) with the sign bit, or the
   overflow and underflow results. */
static __attribute__((noinline, cold)) double pow_edge(double th, double t, double tail, int64_t eb, uint64_t sign)
{
	if (!(__builtin_fabs(th) <= 745.5))
		return th > 0 ? __math_oflow(sign >> 63) : __math_uflow(sign >> 63);
	double y = __exp_edge(sign ? -t : t, sign ? -tail : tail, eb - 1023);
	if (isinf(y))
		errno = ERANGE;
	return y;
}

static inline __attribute__((always_inline)) double pow_body(double x, double y, const int fma)
{
	uint64_t ix = __f64_bits(x), iy = __f64_bits(y);
	uint64_t sign = 0;

	if (__builtin_expect((ix >> 52) - 1 >= 0x7fe
			     || (iy >> 52 & 0x7ff) - 0x3be >= 0x43e - 0x3be, 0)) {
		/* x is not a positive normal or |y| < 2^-65 or |y| >= 2^63
		   (or y is 0, inf or nan) */
		if (iy << 1 == 0 || ix == 0x3ff0000000000000u)
			return 1.0;
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
		if (ix >> 63) {
			int k = int_kind(iy);
			if (k == 0 && ix << 1 && ix << 1 != 0xffe0000000000000u)
				return __math_invalid(x);
			sign = (uint64_t)(k == 1) << 63;
			ix &= 0x7fffffffffffffffu;
		}
		/* |x| = 0 or inf, y finite nonzero */
		if (ix == 0)
			return iy >> 63 ? __math_divzero(sign >> 63) : __f64_from(sign);
		if (ix == 0x7ff0000000000000u)
			return __f64_from(sign | (iy >> 63 ? 0 : ix));
		if (ix == 0x3ff0000000000000u)
			return sign ? -1.0 : 1.0;
		uint32_t ey = iy >> 52 & 0x7ff;
		/* |x| != 1 finite, so 2^-54 < |log|x|| < 745 */
		int up = (ix >= 0x3ff0000000000000u) == !(iy >> 63);
		if (ey < 0x3be)
			/* |y log|x|| < 2^-55: 1 + that, rounded as the mode asks */
			return up ? 1.0 + 0x1p-60 : 1.0 - 0x1p-60;
		if (ey >= 0x43e)
			/* |y log|x|| > 2^9 */
			return up ? __math_oflow(sign >> 63) : __math_uflow(sign >> 63);
		if (ix < 0x0010000000000000u)
			ix = __f64_bits(__f64_from(ix) * 0x1p52) - (52ull << 52);
	}

	/* log|x| = lh + ll */
	uint64_t tmp = ix - 0x3fe6a00000000000u;
	int64_t e = (int64_t)tmp >> 52;
	const double *tb = __log_tab + 3 * (tmp >> 45 & 127);
	uint64_t im = ix - (tmp & 0xfff0000000000000u);
	double m = __f64_from(im);
	double c = tb[0];
	double r;
	if (fma) {
		/* m c - 1 has at most 53 bits (below) */
		r = __builtin_fma(m, c, -1.0);
	} else {
		/* mh (45 bits) times c (8 bits) is exact, so is (m - mh) c,
		   and their sum r = m c - 1 has at most 53 bits */
		double mh = __f64_from(im & ~(uint64_t)0xff);
		r = (mh * c - 1.0) + (m - mh) * c;
	}
	double ed = (double)e;
	/* exact: both terms are multiples of 2^-42 below 2^10 */
	double a = MADD(ed, LN2_HI, tb[1]);
	/* r is a multiple of 2^-60 (m's last bit times c's).  rh, r rounded
	   to a multiple of 2^-29, squares exactly to a multiple of 2^-58,
	   so u = r - rh^2/2 is a multiple of 2^-60 below 2^-7: exact.
	   r^2/2 - rh^2/2 = rl (r + rh)/2 is below 2^-36 and rounded. */
	double rh = (r + 0x1.8p23) - 0x1.8p23;
	double rl = r - rh;
	double u = MADD(-0.5 * rh, rh, r);
	/* a fast two-sum is exact: a is a multiple of 2^-42, so of ulp(u) */
	double b1, lh = __fast_two_sum(a, u, &b1);
	double r2 = r * r;
	double q = MADD(r2 * r2, MADD(r2, POWLOG_Q6, MADD(r, POWLOG_Q5, POWLOG_Q4)),
			MADD(r2, MADD(r, POWLOG_Q3, POWLOG_Q2), MADD(r, POWLOG_Q1, POWLOG_Q0)));
	double ll = b1 + MADD(ed, LN2_LO, tb[2]) + MADD(r2 * r, q, -0.5 * (rl * (r + rh)));

	/* t = y log|x| as th + tl, from l = lh + ll rounded (ll reaches
	   2^-14 lh); lh - l is exact */
	double th, tl;
	if (fma) {
		double l = lh + ll;
		th = y * l;
		tl = __builtin_fma(y, l, -th) + y * ((lh - l) + ll);
	} else {
		/* y1 and l1, the top 26 bits of y and l, multiply exactly;
		   the rest is below 2^-25 t and rounded once */
		double y1 = __f64_from(iy & 0xfffffffff8000000u);
		double l1 = __f64_from(__f64_bits(lh + ll) & 0xfffffffff8000000u);
		th = y1 * l1;
		tl = (y - y1) * l1 + y * ((lh - l1) + ll);
	}

	/* e^t = 2^(k/128) e^s, s = t - k ln2/128; k ln2/128 is split so
	   that k times the high part is exact for |k| < 2^18 */
	double kd = MADD(th, EXP_INVLN2N, __ROUND_SHIFT);
	/* kd is in [2^52, 2^53) for |th| < 2^43, where encodings count by
	   1: K = k + 1023*128 = 128 (e + 1023) + j, e and j the exponent
	   and table index of 2^(k/128); any larger th puts K 2^51 or more
	   away, out of the range checked below */
	uint64_t K = __f64_bits(kd) - (__f64_bits(__ROUND_SHIFT) - 1023 * 128);
	kd -= __ROUND_SHIFT;
	double s = MADD(-kd, EXP_LN2N_LO, MADD(-kd, EXP_LN2N_HI, th)) + tl;
	double s2 = s * s;
	double p = MADD(s2, MADD(s, MADD(s2, POWEXP_Q2, MADD(s, POWEXP_Q1, POWEXP_Q0)), 0.5), s);
	const double *te = __exp_tab + 2 * (K & 127);
	double t = te[0];
	double tail = MADD(t, p, te[1]);
	/* 2^e normal: e + 1023 in [1, 2046] */
	if (__builtin_expect(K - 128 >= 2046 * 128, 0))
		return pow_edge(th, t, tail, (int64_t)K >> 7, sign);
	return (t + tail) * __f64_from((K >> 7) << 52 | sign);
}

MATH_FMA_ENTRY2(pow)
