#include "libm_ext.h"

/* x*y + z for long double, exact then rounded once.  The product of two
   64-bit significands has 128 bits, so there is no wider format to
   round to odd into (as fma does): the sum is formed exactly in 192
   bits and rounded here, in the x87 rounding mode, with the
   exceptions raised by operations chosen to raise just those. */

struct u192 { uint64_t w[3]; };   /* w[0] least significant */

static int top192(const struct u192 *a)
{
	for (int i = 2; i >= 0; i--)
		if (a->w[i])
			return 64 * i + 63 - __clz64(a->w[i]);
	return -1;
}

static void shl192(struct u192 *a, int n)
{
	while (n >= 64) {
		a->w[2] = a->w[1];
		a->w[1] = a->w[0];
		a->w[0] = 0;
		n -= 64;
	}
	if (n) {
		a->w[2] = a->w[2] << n | a->w[1] >> (64 - n);
		a->w[1] = a->w[1] << n | a->w[0] >> (64 - n);
		a->w[0] <<= n;
	}
}

/* shifts right, returning whether nonzero bits were shifted out */
static int shr192(struct u192 *a, int n)
{
	int lost = 0;
	if (n >= 192) {
		lost = (a->w[0] | a->w[1] | a->w[2]) != 0;
		a->w[0] = a->w[1] = a->w[2] = 0;
		return lost;
	}
	while (n >= 64) {
		lost |= a->w[0] != 0;
		a->w[0] = a->w[1];
		a->w[1] = a->w[2];
		a->w[2] = 0;
		n -= 64;
	}
	if (n) {
		lost |= (a->w[0] << (64 - n)) != 0;
		a->w[0] = a->w[0] >> n | a->w[1] << (64 - n);
		a->w[1] = a->w[1] >> n | a->w[2] << (64 - n);
		a->w[2] >>= n;
	}
	return lost;
}

static int cmp192(const struct u192 *a, const struct u192 *b)
{
	for (int i = 2; i >= 0; i--)
		if (a->w[i] != b->w[i])
			return a->w[i] > b->w[i] ? 1 : -1;
	return 0;
}

static void add192(struct u192 *a, const struct u192 *b)
{
	unsigned c = 0;
	for (int i = 0; i < 3; i++) {
		uint64_t s = a->w[i] + b->w[i];
		unsigned c1 = s < a->w[i];
		a->w[i] = s + c;
		c = c1 | (a->w[i] < s);
	}
}

static void sub192(struct u192 *a, const struct u192 *b)
{
	unsigned br = 0;
	for (int i = 0; i < 3; i++) {
		uint64_t d = a->w[i] - b->w[i];
		unsigned b1 = a->w[i] < b->w[i];
		a->w[i] = d - br;
		br = b1 | (d < br);
	}
}

/* The x87 rounding control, as the FE_* rounding mode values. */
static unsigned x87_rc(void)
{
	unsigned short cw;
	__asm__ volatile("fnstcw %0" : "=m"(cw));
	return cw & 0xc00;
}

static void split(long double v, uint64_t *m, int *e)
{
	union __ld80 u = { v };
	int be = u.i.se & 0x7fff;
	*m = u.i.m;
	*e = (be ? be : 1) - 16383 - 63;
}

long double fmal(long double x, long double y, long double z)
{
	if (!isfinite(x) || !isfinite(y) || !isfinite(z) || x == 0 || y == 0) {
		if (isfinite(x) && isfinite(y) && !isfinite(z))
			return z + z;
		return x * y + z;
	}
	if (z == 0)
		return x * y;

	uint64_t mx, my, mz;
	int ex, ey, ez;
	split(x, &mx, &ex);
	split(y, &my, &ey);
	split(z, &mz, &ez);
	int sa = signbit(x) != signbit(y), sb = signbit(z) != 0;

	/* leading bits at 190: a carry fits, and the product keeps at
	   least 63 zero bits below it, z at least 127 */
	unsigned __int128 p = (unsigned __int128)mx * my;
	struct u192 a = { { (uint64_t)p, (uint64_t)(p >> 64), 0 } };
	struct u192 b = { { mz, 0, 0 } };
	int ea = ex + ey, eb = ez;
	int sh = 190 - top192(&a);
	shl192(&a, sh);
	ea -= sh;
	sh = 190 - top192(&b);
	shl192(&b, sh);
	eb -= sh;
	if (eb > ea || (eb == ea && cmp192(&b, &a) > 0)) {
		struct u192 t = a;
		a = b;
		b = t;
		int ti = ea;
		ea = eb;
		eb = ti;
		ti = sa;
		sa = sb;
		sb = ti;
	}
	/* Bits of b shifted out (only for a shift of 64 or more, leaving
	   the leading bit at 189 or above) are kept as sticky: the exact
	   value is then strictly between the integer sum and the next. */
	int sticky = shr192(&b, ea - eb);
	if (sa == sb) {
		add192(&a, &b);
	} else {
		sub192(&a, &b);
		if (sticky) {
			struct u192 one = { { 1, 0, 0 } };
			sub192(&a, &one);
		}
	}
	int t = top192(&a);
	if (t < 0 && !sticky)
		return x * y + z;   /* exact zero: x*y is -z, the sum gives the mode's zero */

	/* keep the bits from weight max(2^(t+ea-63), 2^-16445) up */
	int lead = t + ea;
	int low = lead - 63;
	if (low < -16445)
		low = -16445;
	int pos = low - ea;         /* bit index of the last kept bit */
	int guard = 0;
	if (pos > 0) {
		guard = (pos - 1 < 192) && (a.w[(pos - 1) / 64] >> ((pos - 1) % 64) & 1);
		if (pos - 1 < 192)
			a.w[(pos - 1) / 64] &= ~(1ull << ((pos - 1) % 64));
		sticky |= shr192(&a, pos);
	} else {
		shl192(&a, -pos);
	}
	uint64_t m = a.w[0];
	int be = low + 63 + 16383;          /* biased exponent if m is normal */
	int inexact = guard | sticky;
	int neg = sa;

	if (inexact) {
		int up;
		switch (x87_rc()) {
		case 0x000: up = guard && (sticky || (m & 1)); break;
		case 0x400: up = neg; break;
		case 0x800: up = !neg; break;
		default: up = 0; break;
		}
		if (up) {
			m++;
			if (!m) {
				m = 1ull << 63;
				be++;
			}
		}
	}
	if (!(m >> 63))
		be = 0;                     /* subnormal (or zero) */
	else if (be == 0)
		be = 1;                     /* rounded up to the least normal */

	if (be >= 0x7fff) {
		volatile long double big = 0x1p16383L;
		__fp_forcel(big * big);
		int rc = x87_rc();
		if (rc == 0 || (rc == 0x400 && neg) || (rc == 0x800 && !neg))
			return neg ? -INFINITY : INFINITY;
		return neg ? -LDBL_MAX : LDBL_MAX;
	}
	if (inexact) {
		volatile long double one = 1.0L, tiny = 0x1p-16382L;
		__fp_forcel(one + 0x1p-100L * one);
		/* tiny: the result is subnormal (one that rounded up to the
		   least normal is taken as not tiny) */
		if (!be)
			__fp_forcel(tiny * tiny);
	}
	return __ld80_make((uint16_t)(be | (neg ? 0x8000 : 0)), m);
}
