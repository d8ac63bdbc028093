#include "libm.h"
#include "libm_coef.h"

/* Near 0 (|x| < 0.35) e^x - 1 is x + x^2/2 + x^3 q(x) with x^2/2 taken
   exactly as hi + lo, so the sum keeps full relative accuracy.  Further
   out, e^x = 2^e T (1 + p) as in exp, and 2^e T - 1 is formed exactly
   (two-sum) before the small terms are added: the result is then at
   least 0.29 in magnitude and the small terms' errors stay far below
   its ulp. */
double expm1(double x)
{
	uint64_t ix = __f64_bits(x);
	uint32_t top = ix >> 52 & 0x7ff;

	if (top < 0x3fd || (top == 0x3fd && (ix & 0x000fffffffffffffu) < 0x6000000000000u)) {
		/* |x| < 0.34375 */
		if (top < 0x3c9) {
			/* |x| < 2^-54: x itself, raising underflow when tiny */
			if (top == 0 && x != 0)
				__fp_force(x * x);
			return x;
		}
		double xl, xh = __split26(x, &xl);
		double h = 0.5 * (xh * xh);
		double l = 0.5 * (xl * (x + xh));
		double z = x * x;
		double q = EXPM1_Q0 + x * EXPM1_Q1 + z * (EXPM1_Q2 + x * EXPM1_Q3)
			+ z * z * (EXPM1_Q4 + x * EXPM1_Q5 + z * (EXPM1_Q6 + x * EXPM1_Q7)
				   + z * z * (EXPM1_Q8 + x * EXPM1_Q9 + z * EXPM1_Q10));
		double e, s = __fast_two_sum(x, h, &e);
		return s + (e + l + z * x * q);
	}
	if (top == 0x7ff)
		return ix == 0xfff0000000000000u ? -1.0 : x + x;
	if (x > 40)
		return exp(x);
	if (x < -40) {
		__fp_force(0x1p-1000 * 0x1p-1000 + 1);
		return -1.0;
	}
	double kd = x * EXP_INVLN2N + __ROUND_SHIFT;
	int64_t k = (int64_t)(__f64_bits(kd) << 13) >> 13;
	kd -= __ROUND_SHIFT;
	double r = (x - kd * EXP_LN2N_HI) - kd * EXP_LN2N_LO;
	double r2 = r * r;
	double p = r + r2 * (0.5 + r * (EXP_Q0 + r * EXP_Q1 + r2 * (EXP_Q2 + r * EXP_Q3)));
	const double *tab = __exp_tab + 2 * (k & 127);
	double sc = __f64_from((uint64_t)((k >> 7) + 1023) << 52);
	double a = tab[0] * sc;
	double b = (tab[1] + tab[0] * p) * sc;
	double lo, hi = __two_sum(a, -1.0, &lo);
	return hi + (lo + b);
}
