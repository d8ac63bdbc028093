#define _GNU_SOURCE
#include "libm.h"
#include "libm_coef.h"

/* 10^x = 2^(k/128) 10^r, k the integer nearest x 128 log2(10), with
   k log10(2)/128 split so that x - k*hi is exact; otherwise as exp. */
double exp10(double x)
{
	uint64_t ix = __f64_bits(x);
	uint32_t top = ix >> 52 & 0x7ff;

	if (top - 0x3c7 >= 0x407 - 0x3c7) {
		/* |x| < 2^-56, |x| >= 256, inf or nan */
		if (top < 0x3c7)
			return 1.0 + x;
		if (top == 0x7ff)
			return ix == 0xfff0000000000000u ? 0.0 : x + x;
		if (x > 0x1.34413509f79fep8)
			return __math_oflow(0);
		if (x < -0x1.46p8)
			return __math_uflow(0);
	}
	double kd = x * EXP10_INVLG2N + __ROUND_SHIFT;
	int64_t k = (int64_t)(__f64_bits(kd) << 13) >> 13;
	kd -= __ROUND_SHIFT;
	double r = (x - kd * EXP10_LG2N_HI) - kd * EXP10_LG2N_LO;
	double r2 = r * r;
	double p = r * (EXP10_P0 + r * EXP10_P1 + r2 * (EXP10_P2 + r * EXP10_P3)
			+ r2 * r2 * (EXP10_P4 + r * EXP10_P5));
	const double *tab = __exp_tab + 2 * (k & 127);
	double t = tab[0];
	double tail = tab[1] + t * p;
	int64_t e = k >> 7;
	if ((uint64_t)(e + 1022) > 1023 + 1022)
		return __exp_edge(t, tail, e);
	return (t + tail) * __f64_from((uint64_t)(e + 1023) << 52);
}
