#include "libm_ext.h"

/* x - n*y with n the integer nearest x/y (ties to even), exact.  The
   division by integers is fmod's, keeping the low bits of the quotient
   for *quo (31 of them, with the sign of x/y; C asks for 3). */
double remquo(double x, double y, int *quo)
{
	uint64_t ux = __f64_bits(x), uy = __f64_bits(y);
	uint64_t sx = ux & 1ull << 63;
	int qneg = (ux ^ uy) >> 63;
	ux &= ~(1ull << 63);
	uy &= ~(1ull << 63);
	*quo = 0;
	if (ux > 0x7ffull << 52 || uy > 0x7ffull << 52)
		return x + y;
	if (ux == 0x7ffull << 52 || uy == 0)
		return __math_invalid(x);

	uint32_t q = 0;
	double r;
	if (ux < uy) {
		r = __f64_from(ux);
	} else {
		int ex = ux >> 52, ey = uy >> 52;
		uint64_t mx = ux & ((1ull << 52) - 1), my = uy & ((1ull << 52) - 1);
		if (ex) {
			mx |= 1ull << 52;
		} else {
			int s = __clz64(mx) - 11;
			mx <<= s;
			ex = 1 - s;
		}
		if (ey) {
			my |= 1ull << 52;
		} else {
			int s = __clz64(my) - 11;
			my <<= s;
			ey = 1 - s;
		}
		/* both in [2^52, 2^53): the first quotient digit is 0 or 1 */
		uint64_t m = mx;
		if (m >= my) {
			m -= my;
			q = 1;
		}
		for (int d = ex - ey; d > 0; ) {
			int k = d < 11 ? d : 11;
			m <<= k;
			uint64_t qd = m / my;
			m -= qd * my;
			q = q << k | (uint32_t)qd;
			d -= k;
		}
		if (!m) {
			r = 0;
		} else {
			int s = __clz64(m) - 11;
			m <<= s;
			ey -= s;
			r = ey > 0 ? __f64_from((uint64_t)ey << 52 | (m & ((1ull << 52) - 1)))
				   : __f64_from(m >> (1 - ey));
		}
	}
	/* r is in [0, |y|): take |y| - r when that is nearer, or as near
	   and the quotient odd.  Halving |y| is exact unless it is
	   subnormal, doubling r exact when it is small. */
	double ay = __f64_from(uy);
	int over;
	if (ay >= 0x1p-1021)
		over = r > 0.5 * ay || (r == 0.5 * ay && (q & 1));
	else
		over = 2 * r > ay || (2 * r == ay && (q & 1));
	if (over) {
		r -= ay;
		q++;
	}
	q &= 0x7fffffff;
	*quo = qneg ? -(int)q : (int)q;
	return sx ? -r : r;
}
