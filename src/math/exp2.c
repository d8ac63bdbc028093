#include "libm.h"
#include "libm_coef.h"

/* 2^x = 2^(k/128) 2^d, k the integer nearest 128 x: d = x - k/128 is
   exact, 2^(k/128) comes from the table to 106 bits and 2^d - 1 is a
   short polynomial, so the final add is the one rounding that counts.
   The edges are as in exp. */
double exp2(double x)
{
	uint64_t ix = __f64_bits(x);
	uint32_t top = ix >> 52 & 0x7ff;

	if (top - 0x3c9 >= 0x409 - 0x3c9) {
		/* |x| < 2^-54, |x| >= 1024, inf or nan */
		if (top < 0x3c9)
			return 1.0 + x;
		if (top == 0x7ff)
			return ix == 0xfff0000000000000u ? 0.0 : x + x;
		if (x >= 1024)
			return __math_oflow(0);
		if (x < -1080)
			return __math_uflow(0);
	}
	double kd = x * 128 + __ROUND_SHIFT;
	int64_t k = (int64_t)(__f64_bits(kd) << 13) >> 13;
	kd -= __ROUND_SHIFT;
	double d = x - kd * 0x1p-7;
	double d2 = d * d;
	double p = d * (EXP2_P0 + d * EXP2_P1 + d2 * (EXP2_P2 + d * EXP2_P3 + d2 * EXP2_P4));
	const double *tab = __exp_tab + 2 * (k & 127);
	double t = tab[0];
	double tail = tab[1] + t * p;
	int64_t e = k >> 7;
	if ((uint64_t)(e + 1022) > 1023 + 1022)
		return __exp_edge(t, tail, e);
	return (t + tail) * __f64_from((uint64_t)(e + 1023) << 52);
}
