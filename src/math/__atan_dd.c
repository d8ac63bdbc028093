#include "libm.h"
#include "libm_coef.h"

static double poly(double z)
{
	double z2 = z * z;
	return ATAN_A0 + z * ATAN_A1 + z2 * (ATAN_A2 + z * ATAN_A3) + z2 * z2 * (ATAN_A4 + z * (ATAN_A5 + z * ATAN_A6));
}

/* atan(t + tl) as hi + *lo for t >= 0 (+inf allowed), |tl| <= ulp(t).
   Below 1/16 the odd polynomial; up to 16, atan(c) + atan(u) with c the
   middle of t's sixteenth of a binade (atan(c) from the table to 106
   bits) and u = (t - c)/(1 + t c), |u| < 2^-6, whose rounding error is
   far below the result's ulp as atan(c) dominates; beyond 16,
   pi/2 - atan(1/t).  tl enters through the derivative, 1/(1 + t^2). */
double __atan_dd(double t, double tl, double *lo)
{
	uint64_t it = __f64_bits(t);

	if (it < 0x3fb0000000000000u) {
		double z = t * t;
		*lo = t * z * poly(z) + tl * (1.0 - z);
		return t;
	}
	if (it >= 0x4030000000000000u) {
		double v = 1.0 / t, vl = 0.0;
		if (it < 0x4630000000000000u) {
			/* 1/(t + tl) - v, from the exact residual 1 - v t */
			double el, eh = __two_prod(v, t, &el);
			vl = v * (((1.0 - eh) - el) - v * tl);
		}
		double z = v * v;
		double e, h = __fast_two_sum(PIO2_HI, -v, &e);
		*lo = e + (PIO2_LO - (v * z * poly(z) + vl));
		return h;
	}
	int idx = (int)((it >> 52) - (0x3ff - 4)) << 4 | (int)(it >> 48 & 15);
	double c = __f64_from((it & 0xffff000000000000u) | 0x0000800000000000u);
	double u = (t - c) / (1.0 + t * c);
	double z = u * u;
	const double *a = __atan_tab + 2 * idx;
	double e, h = __fast_two_sum(a[0], u, &e);
	*lo = e + a[1] + (u * z * poly(z) + tl / (1.0 + t * t));
	return h;
}
