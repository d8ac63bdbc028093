#include "libm.h"
#include "libm_coef.h"
#include "cpu.h"

/* tan(y0 + y1) = tan(y0) + y1 (1 + tan^2 y0), with
   tan y0 = y0 + y0^3/3 + y0^5 q(y0^2).  Near pi/4 the terms after y0
   are a fifth of the result, whose ulp may be half of y0's: rounding
   them as one double cost up to 0.8 ulp, so y0^3/3 is formed exactly
   (to 2^-100) and added to y0 with a two-sum; y0^5 q (below 0.05 y0)
   and y1's term are rounded.  For the odd quadrants -1/tan is needed:
   tan is kept as hi + lo and the reciprocal corrected by one Newton step
   on the pair, so it is rounded once too.

   Like pow, tan has a baseline variant and one with FMA (fused
   multiply-adds, exact products without splitting, VEX encoding),
   picked at the first call. */

/* a*b + c, fused (one rounding) in the FMA variant */
#define MADD(a, b, c) (fma ? __builtin_fma((a), (b), (c)) : (a) * (b) + (c))

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

static inline __attribute__((always_inline)) double tan_kernel(double y0, double y1, int odd, const int fma)
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
	double q = MADD(z4 * z4,
			MADD(z4, MADD(z2, TAN_Q14, MADD(z, TAN_Q13, TAN_Q12)),
			     MADD(z2, MADD(z, TAN_Q11, TAN_Q10), MADD(z, TAN_Q9, TAN_Q8))),
			MADD(z4, MADD(z2, MADD(z, TAN_Q7, TAN_Q6), MADD(z, TAN_Q5, TAN_Q4)),
			     MADD(z2, MADD(z, TAN_Q3, TAN_Q2), MADD(z, TAN_Q1, TAN_Q0))));
	double lo = sl + t3l + MADD(c3 * z, q, y1 * MADD(sh, sh, 1.0));
	if (!odd)
		return sh + lo;
	double tl, th = __fast_two_sum(sh, lo, &tl);
	double u = -1.0 / th;
	double el, eh = prod(u, th, &el, fma);
	return MADD(u, MADD(u, tl, (1.0 + eh) + el), u);
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
		return tan_kernel(x, 0.0, 0, fma);
	}
	if (ix >= 0x7ff0000000000000u)
		return __math_invalid(x);
	int n = ix < 0x4130000000000000u ? __rem_pio2_medium(x, &y[0], &y[1]) : __rem_pio2(x, y);
	return tan_kernel(y[0], y[1], n & 1, fma);
}

#ifdef __x86_64__
hidden double __tan_sse2(double x)
{
	return tan_body(x, 0);
}

hidden __attribute__((target("fma"))) double __tan_fma(double x)
{
	return tan_body(x, 1);
}

/* The first call picks the variant for this CPU. */
static double resolve(double x);
static double (*impl)(double) = resolve;

static double resolve(double x)
{
	double (*f)(double) = __cpu_fma() ? __tan_fma : __tan_sse2;

	__atomic_store_n(&impl, f, __ATOMIC_RELAXED);
	return f(x);
}

double tan(double x)
{
	return __atomic_load_n(&impl, __ATOMIC_RELAXED)(x);
}
#else
double tan(double x)
{
	return tan_body(x, 0);
}
#endif
