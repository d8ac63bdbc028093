#include "libm_ext.h"

/* x*y + z computed exactly in integers and rounded to 64 bits "to odd"
   (truncated, the last bit set when anything nonzero was dropped),
   returned as a long double with its full exponent range.  Rounding
   that value once more to 53 or 24 bits gives the correctly rounded
   fma in any rounding mode: round-to-odd at p+2 bits or more is
   innocuous for a later rounding to p bits (Boldo and Melquiond), and
   the final conversion, done by the x87, does that rounding, including
   the subnormal case, with the right exceptions.  For finite nonzero
   x, y, z; returns 0 when x*y + z is exactly zero. */

static void split(double a, uint64_t *m, int *e)
{
	uint64_t u = __f64_bits(a);
	int be = u >> 52 & 0x7ff;
	*m = u & ((1ull << 52) - 1);
	if (be) {
		*m |= 1ull << 52;
		*e = be - 1075;
	} else {
		*e = -1074;
	}
}

static int top128(unsigned __int128 v)
{
	uint64_t hi = (uint64_t)(v >> 64);
	return hi ? 127 - __clz64(hi) : 63 - __clz64((uint64_t)v);
}

hidden long double __fma_odd(double x, double y, double z)
{
	uint64_t mx, my, mz;
	int ex, ey, ez;
	split(x, &mx, &ex);
	split(y, &my, &ey);
	split(z, &mz, &ez);
	int sp = signbit(x) != signbit(y), sz = signbit(z) != 0;

	/* both terms with their leading bit at 125: room for the carry of
	   an addition, and at least 20 zero bits at the bottom of each */
	unsigned __int128 a = (unsigned __int128)mx * my;
	int ea = ex + ey;
	int sh = 125 - top128(a);
	a <<= sh;
	ea -= sh;
	unsigned __int128 b = mz;
	int eb = ez;
	sh = 125 - top128(b);
	b <<= sh;
	eb -= sh;

	int sa = sp, sb = sz;
	if (eb > ea || (eb == ea && b > a)) {
		unsigned __int128 t = a;
		a = b;
		b = t;
		int te = ea;
		ea = eb;
		eb = te;
		te = sa;
		sa = sb;
		sb = te;
	}
	/* Align b.  Bits shifted out are remembered in sticky: the exact
	   value lies strictly between the integer sum below and that sum
	   plus one, which truncation at a higher bit cannot tell apart.
	   Bits are only lost for a shift of 20 or more, when the result
	   keeps its leading bit at 124 or above. */
	int d = ea - eb, sticky = 0;
	if (d >= 126) {
		b = 0;
		sticky = 1;
	} else if (d) {
		sticky = (b & (((unsigned __int128)1 << d) - 1)) != 0;
		b >>= d;
	}
	unsigned __int128 s;
	if (sa == sb)
		s = a + b;
	else
		s = a - b - sticky;
	if (!s && !sticky)
		return 0;

	int t = top128(s);
	uint64_t m;
	if (t >= 63) {
		int drop = t - 63;
		m = (uint64_t)(s >> drop);
		if (drop && (s & (((unsigned __int128)1 << drop) - 1)))
			sticky = 1;
		m |= sticky;
	} else {
		m = (uint64_t)s << (63 - t);
	}
	long double r = (long double)m * __ld80_pow2(ea + t - 63);
	return sa ? -r : r;
}
