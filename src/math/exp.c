#include "libm.h"
#include "libm_coef.h"

/* e^x = 2^(k/128) e^r with k the integer nearest x 128/ln2: 2^(k/128) is
   2^(k>>7) times a table entry held to 106 bits, e^r a short polynomial
   (|r| <= ln2/256), so the one rounding that matters is the final add.
   k ln2/128 is split so that x - k*hi is exact. */

double exp(double x)
{
	uint64_t ix = __f64_bits(x);
	uint32_t top = ix >> 52 & 0x7ff;

	if (top - 0x3c9 >= 0x408 - 0x3c9) {
		/* |x| < 2^-54, |x| >= 512, inf or nan */
		if (top < 0x3c9)
			return 1.0 + x;
		if (top == 0x7ff)
			return ix == 0xfff0000000000000u ? 0.0 : x + x;
		if (x > 0x1.62e42fefa39efp9)
			return __math_oflow(0);
		if (x < -0x1.75p9)
			return __math_uflow(0);
	}
	double kd = x * EXP_INVLN2N + __ROUND_SHIFT;
	int64_t k = (int64_t)(__f64_bits(kd) << 13) >> 13;
	kd -= __ROUND_SHIFT;
	double r = (x - kd * EXP_LN2N_HI) - kd * EXP_LN2N_LO;
	double r2 = r * r;
	double p = r + r2 * (0.5 + r * (EXP_Q0 + r * EXP_Q1 + r2 * (EXP_Q2 + r * EXP_Q3)));
	const double *tab = __exp_tab + 2 * (k & 127);
	double t = tab[0];
	double tail = tab[1] + t * p;
	int64_t e = k >> 7;
	if ((uint64_t)(e + 1022) > 1023 + 1022)
		return __exp_edge(t, tail, e);
	return (t + tail) * __f64_from((uint64_t)(e + 1023) << 52);
}
