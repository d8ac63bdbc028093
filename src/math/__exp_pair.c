#include "libm.h"

/* e^x and e^-x, each as hi + lo, for 0 <= x <= 22 (sinh, cosh).  e^-x
   is 1/e^x corrected by the exact residual 1 - v e^x. */
void __exp_pair(double x, double *eh, double *el, double *rh, double *rl)
{
	int k;
	double tail, t = __exp_hl(x, &tail, &k);
	double sc = __f64_from((uint64_t)(k + 1023) << 52);
	/* normalised: the reciprocal step below wants |l| <= ulp(h) */
	double l, h = __fast_two_sum(t * sc, tail * sc, &l);
	double v = 1.0 / h;
	double pe, p = __two_prod(v, h, &pe);
	*eh = h;
	*el = l;
	*rh = v;
	*rl = v * (((1.0 - p) - pe) - v * l);
}
