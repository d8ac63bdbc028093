#include <fenv.h>
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* binary128 fma, correctly rounded in the current mode: the exact
   product of the 113-bit significands (226 bits) and z are placed in one
   384-bit window whose top holds the larger; bits of the smaller that
   fall below it are jammed into the lowest bit, which decides rounding
   as the lost bits would (they are hundreds of bits below the result's
   last place, where no cancellation can reach).  The sum is then rounded
   once, subnormal results included. */

#define W 6     /* 64-bit limbs in the window */

static int bit(const uint64_t *v, int i)
{
	return (int)(v[i >> 6] >> (i & 63)) & 1;
}

/* w |= v << s (s may be negative: bits below 0 set bit 0) */
static void put(uint64_t *w, const uint64_t *v, int n, int s)
{
	int lost = 0;
	for (int i = 0; i < 64 * n; i++)
		if (bit(v, i)) {
			int j = i + s;
			if (j >= 0)
				w[j >> 6] |= (uint64_t)1 << (j & 63);
			else
				lost = 1;
		}
	w[0] |= (uint64_t)lost;
}

static int cmp(const uint64_t *a, const uint64_t *b)
{
	for (int i = W - 1; i >= 0; i--)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/* a = a + b or a - b (a >= b) */
static void addsub(uint64_t *a, const uint64_t *b, int sub)
{
	unsigned c = 0;
	for (int i = 0; i < W; i++) {
		uint64_t x = a[i], y = b[i], r;
		if (sub) {
			r = x - y - c;
			c = x < y || (x == y && c);
		} else {
			r = x + y + c;
			c = r < x || (r == x && c);
		}
		a[i] = r;
	}
}

static void parts(long double x, uint64_t m[2], int *e)
{
	union __ld128 u = { x };
	int be = __LD128_EXP(u);
	unsigned __int128 f = u.q & __LD128_FRAC_MASK;
	if (be)
		f |= (unsigned __int128)1 << 112;
	else
		be = 1;
	m[0] = (uint64_t)f;
	m[1] = (uint64_t)(f >> 64);
	*e = be - 16383 - 112;
}

static int top_bit(const uint64_t *v, int n)
{
	for (int i = n - 1; i >= 0; i--)
		if (v[i])
			return 64 * i + 63 - __clz64(v[i]);
	return -1;
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
	uint64_t mx[2], my[2], mz[2], p[4] = { 0 };
	int ex, ey, ez;
	parts(x, mx, &ex);
	parts(y, my, &ey);
	parts(z, mz, &ez);
	for (int i = 0; i < 2; i++) {
		uint64_t c = 0;
		for (int j = 0; j < 2; j++) {
			unsigned __int128 t = (unsigned __int128)mx[i] * my[j] + p[i + j] + c;
			p[i + j] = (uint64_t)t;
			c = (uint64_t)(t >> 64);
		}
		p[i + 2] += c;
	}
	int ep = ex + ey;
	int tp = ep + top_bit(p, 4), tz = ez + top_bit(mz, 2);
	int base = (tp > tz ? tp : tz) - (64 * W - 3);   /* exponent of window bit 0 */
	uint64_t a[W] = { 0 }, b[W] = { 0 };
	put(a, p, 4, ep - base);
	put(b, mz, 2, ez - base);
	int sp = signbit(x) != signbit(y), sz = signbit(z) != 0, sign;
	if (sp == sz) {
		addsub(a, b, 0);
		sign = sp;
	} else {
		int c = cmp(a, b);
		if (c == 0)
			return x * y + z;   /* exact cancellation: that zero's sign */
		if (c < 0) {
			addsub(b, a, 1);
			for (int i = 0; i < W; i++)
				a[i] = b[i];
			sign = sz;
		} else {
			addsub(a, b, 1);
			sign = sp;
		}
	}
	int t = top_bit(a, W);
	int L = t - 112;                      /* window index of the result's last place */
	if (L + base < -16494)
		L = -16494 - base;
	unsigned __int128 keep = 0;
	for (int i = t; i >= L; i--)
		keep = keep << 1 | (unsigned)(i >= 0 ? bit(a, i) : 0);
	int rbit = L - 1 >= 0 ? bit(a, L - 1) : 0, sticky = 0;
	for (int i = L - 2; i >= 0 && !sticky; i--)
		sticky = bit(a, i);
	int inexact = rbit || sticky;
	if (inexact) {
		int mode = fegetround(), up;
		if (mode == FE_TONEAREST)
			up = rbit && (sticky || (keep & 1));
		else if (mode == FE_UPWARD)
			up = !sign;
		else if (mode == FE_DOWNWARD)
			up = sign;
		else
			up = 0;
		keep += (unsigned)up;
	}
	int e = L + base;                     /* exponent of keep's last place */
	if (keep >> 113) {
		keep >>= 1;
		e++;
	}
	if (e + 112 > 16383) {
		errno = ERANGE;
		volatile long double big = sign ? -0x1p16383L : 0x1p16383L;
		return big * 0x1p16383L;
	}
	long double r;
	if (keep >> 112)
		r = __ld128_make(sign, e + 112 + 16383, keep);
	else
		r = __ld128_make(sign, 0, keep);   /* subnormal, or zero */
	if (inexact) {
		feraiseexcept(keep >> 112 ? FE_INEXACT : FE_INEXACT | FE_UNDERFLOW);
		if (!(keep >> 112))
			errno = ERANGE;
	}
	return r;
}
