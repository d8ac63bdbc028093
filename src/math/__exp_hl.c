#include "libm.h"
#include "libm_coef.h"

/* e^x = 2^(*e) (t + *tail), t the table's 2^(j/128) in [1, 2), for
   |x| <= 746: exp's reduction without the final add and scaling, for
   the hyperbolic functions, which combine e^x with e^-x or go past
   exp's overflow threshold. */
double __exp_hl(double x, double *tail, int *e)
{
	double kd = x * EXP_INVLN2N + __ROUND_SHIFT;
	int64_t k = (int64_t)(__f64_bits(kd) << 13) >> 13;
	kd -= __ROUND_SHIFT;
	double r = (x - kd * EXP_LN2N_HI) - kd * EXP_LN2N_LO;
	double r2 = r * r;
	double p = r + r2 * (0.5 + r * (EXP_Q0 + r * EXP_Q1 + r2 * (EXP_Q2 + r * EXP_Q3)));
	const double *tab = __exp_tab + 2 * (k & 127);
	*tail = tab[1] + tab[0] * p;
	*e = (int)(k >> 7);
	return tab[0];
}
