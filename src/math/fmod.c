#include "libm_ext.h"

/* Exact: the remainder of the two significands is taken as integers,
   the exponent difference worked off 11 bits at a time (a 53-bit
   remainder shifted by 11 still fits in 64 bits), so at most about 190
   integer divisions.  The result is representable, no rounding occurs. */
double fmod(double x, double y)
{
	uint64_t ux = __f64_bits(x), uy = __f64_bits(y);
	uint64_t sign = ux & 1ull << 63;
	ux &= ~(1ull << 63);
	uy &= ~(1ull << 63);
	if (ux > 0x7ffull << 52 || uy > 0x7ffull << 52)
		return x + y;
	if (ux == 0x7ffull << 52 || uy == 0)
		return __math_invalid(x);
	if (ux < uy)
		return x;
	if (ux == uy)
		return __f64_from(sign);

	int ex = ux >> 52, ey = uy >> 52;
	uint64_t mx = ux & ((1ull << 52) - 1), my = uy & ((1ull << 52) - 1);
	/* normalise both to a significand in [2^52, 2^53) */
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
	uint64_t r = mx % my;
	for (int d = ex - ey; d > 0 && r; ) {
		int k = d < 11 ? d : 11;
		r = (r << k) % my;
		d -= k;
	}
	if (!r)
		return __f64_from(sign);
	int s = __clz64(r) - 11;
	r <<= s;
	ey -= s;
	if (ey > 0)
		return __f64_from(sign | (uint64_t)ey << 52 | (r & ((1ull << 52) - 1)));
	/* subnormal: the bits shifted out are zero (x and y are multiples of
	   the least subnormal, so is the remainder) */
	return __f64_from(sign | r >> (1 - ey));
}
