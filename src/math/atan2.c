#include "libm.h"
#include "libm_coef.h"

/* atan(|y|/|x|) with the quotient carried as hi + lo (the division's
   exact residual), so that its rounding does not reach the result, then
   moved to the right quadrant with pi taken to 106 bits. */
double atan2(double y, double x)
{
	uint64_t ix = __f64_bits(x), iy = __f64_bits(y);
	uint64_t ax = ix & 0x7fffffffffffffffu, ay = iy & 0x7fffffffffffffffu;
	int ys = iy >> 63, xs = ix >> 63;
	double h, l;

	if (ax > 0x7ff0000000000000u || ay > 0x7ff0000000000000u)
		return x + y;
	if (ay == 0) {
		/* y = +-0: +-0 for x >= +0, +-pi for x <= -0 */
		if (!xs)
			return y;
		return ys ? -PI_HI - PI_LO : PI_HI + PI_LO;
	}
	if (ax == 0x7ff0000000000000u) {
		if (ay == 0x7ff0000000000000u) {
			h = xs ? 3 * (PIO2_HI / 2) : PIO2_HI / 2;
			l = xs ? 3 * (PIO2_LO / 2) : PIO2_LO / 2;
		} else if (xs) {
			h = PI_HI;
			l = PI_LO;
		} else
			return ys ? -0.0 : 0.0;
		return ys ? -(h + l) : h + l;
	}
	if (ax == 0 || ay == 0x7ff0000000000000u)
		return ys ? -PIO2_HI - PIO2_LO : PIO2_HI + PIO2_LO;

	int d = (int)(ay >> 52) - (int)(ax >> 52);
	double fx = __f64_from(ax), fy = __f64_from(ay);
	if (d > 60) {
		/* atan(y/x) = pi/2 - x/y to far within half an ulp */
		double t = fx / fy;
		h = PIO2_HI;
		l = xs ? PIO2_LO + t : PIO2_LO - t;
	} else if (d < -60) {
		/* atan(y/x) = y/x (one rounding, also when subnormal) */
		double t = fy / fx;
		if (!xs)
			return ys ? -t : t;
		h = PI_HI;
		l = PI_LO - t;
	} else {
		/* bring x to [1, 2): no subnormal or overflow in what follows */
		if ((ax >> 52) == 0 || (ay >> 52) == 0) {
			fx *= 0x1p64;
			fy *= 0x1p64;
		} else if ((ax >> 52) > 0x7c0) {
			/* 2^(1023 - e) must stay a normal double */
			fx *= 0x1p-600;
			fy *= 0x1p-600;
		}
		double sc = __f64_from((uint64_t)(2046 - (__f64_bits(fx) >> 52)) << 52);
		fx *= sc;
		fy *= sc;
		double t = fy / fx;
		double pe, p = __two_prod(t, fx, &pe);
		double tl = ((fy - p) - pe) / fx;
		h = __atan_dd(t, tl, &l);
		if (xs) {
			double e;
			h = __fast_two_sum(PI_HI, -h, &e);
			l = e + (PI_LO - l);
		}
	}
	double r = h + l;
	return ys ? -r : r;
}
