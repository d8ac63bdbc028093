#include "libm.h"
#include "libm_coef.h"

/* x = n pi/2 + y0 + y1, |y0| <= pi/4; tan x = tan(y0 + y1) for even n,
   -cot(y0 + y1) for odd n, each a kernel of its own so that the odd
   quadrants need no reciprocal of tan.

   tan(y0 + y1) = tan(y0) + y1 (1 + tan^2 y0), with
   tan y0 = y0 + y0^3/3 + y0^5 q(y0^2).  Near pi/4 the terms after y0
   are a fifth of the result, whose ulp may be half of y0's: rounding
   them as one double cost up to 1.3 ulp, so y0^3/3 is formed exactly
   (to 2^-100) and added to y0 with a two-sum, and y0^5 (below 0.05 of
   the result) is carried as a pair too; the rest is rounded.  0.65 ulp
   (random tests against quad precision).

   Like pow, tan has a baseline variant and one with FMA (fused
   multiply-adds, exact products without splitting, VEX encoding),
   picked at the first call. */

/* a b = hi + *lo exactly (no overflow or underflow) */
static inline __attribute__((always_inline)) double prod(double a, double b, double *lo, const int fma)
{
	if (fma) {
		double p = a * b;
		*lo = __builtin_fma(a, b, -p);
		return p;
	}
	return __two_prod(a, b, lo);
}

static inline __attribute__((always_inline)) double tan_kernel(double y0, double y1, const int fma)
{
	double zl, z = prod(y0, y0, &zl, fma);
	double c3l, c3 = prod(z, y0, &c3l, fma);
	c3l = MADD(zl, y0, c3l);
	/* y0^3/3 = t3 + t3l */
	double t3l, t3 = prod(c3, THIRD_HI, &t3l, fma);
	t3l += MADD(c3l, THIRD_HI, c3 * THIRD_LO);
	/* |t3| < |y0| / 4: exact */
	double sl, sh = __fast_two_sum(y0, t3, &sl);
	double z2 = z * z, z4 = z2 * z2;
	/* Q0 added last: rounding the partial sums next to it cost 0.2 ulp */
	double q = MADD(z4 * z4, MADD(z4, MADD(z, TAN_Q14, TAN_Q13),
				      MADD(z2, MADD(z, TAN_Q12, TAN_Q11), MADD(z, TAN_Q10, TAN_Q9))),
			MADD(z4, MADD(z2, MADD(z, TAN_Q8, TAN_Q7), MADD(z, TAN_Q6, TAN_Q5)),
			     MADD(z2, MADD(z, TAN_Q4, TAN_Q3), MADD(z, TAN_Q2, TAN_Q1))));
	q = MADD(z, q, TAN_Q0);
	/* y0^5 = w + wl: z's and c3's rounding would cost 0.15 ulp */
	double wl, w = prod(c3, z, &wl, fma);
	wl += MADD(c3, zl, c3l * z);
	double lo = sl + t3l + MADD(w, q, MADD(wl, q, y1 * MADD(sh, sh, 1.0)));
	return sh + lo;
}

/* -cot(y0 + y1) = -cot(y0) + y1 (1 + cot^2 y0), with
   -cot y0 = -1/y0 + y0/3 + y0^3 q(y0^2): -1/y0 as u + u (1 + u y0)
   (the residual exact), y0/3 exact to 2^-100, both added with a
   two-sum; y0^3 q is below 0.012 of a result of at least 1.  The
   division does not wait for the polynomial. */
static inline __attribute__((always_inline)) double cot_kernel(double y0, double y1, const int fma)
{
	double u = -1.0 / y0;
	double z = y0 * y0;
	double pl, ph = prod(u, y0, &pl, fma);
	double ul = u * ((1.0 + ph) + pl);
	double al, a = prod(y0, THIRD_HI, &al, fma);
	al = MADD(y0, THIRD_LO, al);
	/* |a| <= 0.27 < 1.27 <= |u| */
	double sl, sh = __fast_two_sum(u, a, &sl);
	double z2 = z * z, z4 = z2 * z2;
	double q = MADD(z4 * z4, COT_Q8,
			MADD(z4, MADD(z2, MADD(z, COT_Q7, COT_Q6), MADD(z, COT_Q5, COT_Q4)),
			     MADD(z2, MADD(z, COT_Q3, COT_Q2), MADD(z, COT_Q1, COT_Q0))));
	double lo = (sl + ul) + al + MADD(z * y0, q, y1 * MADD(sh, sh, 1.0));
	return sh + lo;
}

static inline __attribute__((always_inline)) double tan_body(double x, const int fma)
{
	uint64_t ix = __f64_bits(x) & 0x7fffffffffffffffu;
	double y[2];

	if (ix <= 0x3fe921fb54442d18u) {
		/* |x| <= pi/4 */
		if (ix < 0x3e40000000000000u) {
			if (ix < 0x0010000000000000u && ix)
				__fp_force(x * x);
			return x;
		}
		return tan_kernel(x, 0.0, fma);
	}
	if (ix >= 0x7ff0000000000000u)
		return __math_invalid(x);
	int n = ix < 0x4130000000000000u ? __rem_pio2_medium(x, &y[0], &y[1]) : __rem_pio2(x, y);
	if (n & 1)
		return cot_kernel(y[0], y[1], fma);
	return tan_kernel(y[0], y[1], fma);
}

MATH_FMA_ENTRY1(tan)
