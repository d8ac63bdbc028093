/* Floating conversions of printf, exact: the binary value m * 2^e is
   expanded into decimal with big-integer arithmetic in base 10^9, then
   rounded half-to-even at the requested digit.  See docs/printf.md. */
#include <stdint.h>
#include <string.h>
#include "format.h"

/* The float code is marked cold: compilers then optimise it for size,
   which keeps printf("%d") binaries small (the formatting core cannot
   know statically that no float will be printed).  Code compiled for
   size divides by a constant with a divide instruction, so the digit
   readers below multiply by reciprocals themselves. */
#define COLD __attribute__((__cold__))

#define BASE 1000000000u

/* A significand: 64 bits hold double's and the x87 format's; binary128
   long double (aarch64, riscv64) needs 113, and then 4 limbs (10^36). */
#if __LDBL_MANT_DIG__ == 113
typedef unsigned __int128 mant_t;
#define MLIMBS 4
#else
typedef uint64_t mant_t;
#define MLIMBS 3
#endif
/* Enough limbs for the longest expansion: a long double denormal has
   16445 fraction digits (1828 limbs) after at most 3 integer limbs. */
#define LIMBS 1840

static const uint32_t p10[9] = {
	1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000
};

/* Decimal digits: limbs d[a..b) most significant first, 9 digits each,
   with the decimal point before limb p.  Digit i of the virtual string
   is digit i%9 of limb a+i/9; digits after lim count as zero. */
struct big {
	uint32_t d[LIMBS];
	long a, p, b, lim;
};

/* x / 10^j for x < 2^30 (a limb), by a multiplication: the code is
   compiled for size (COLD), which would otherwise divide.  With
   s = 30 + ceil(log2 10^j) and m = ceil(2^s / 10^j) <= 2^31, m * 10^j
   exceeds 2^s by less than 10^j, and x times that excess stays below
   2^s, so x * m >> s is the exact quotient. */
static const uint32_t rm10[9] = {
	1073741824, 1717986919, 1374389535, 1099511628, 1759218605,
	1407374884, 1125899907, 1801439851, 1441151881
};
static const unsigned char rs10[9] = { 30, 34, 37, 40, 44, 47, 50, 54, 57 };

static inline uint32_t div_p10(uint32_t x, int j)
{
	return (uint64_t)x * rm10[j] >> rs10[j];
}

/* Digit k (0 most significant) of a limb's nine. */
static inline int limb_dig(uint32_t x, int k)
{
	uint32_t q = div_p10(x, 8 - k);
	return q - 10 * div_p10(q, 1);
}

COLD static int dig(const struct big *g, long i)
{
	unsigned q;
	if (i < 0 || i > g->lim || i >= 9 * (g->b - g->a))
		return 0;
	/* i < 9 * LIMBS < 2^15: i / 9 as a multiplication as well */
	q = (unsigned)i * 58255 >> 19;
	return limb_dig(g->d[g->a + q], i - 9 * q);
}

/* g = m * 2^e, with a zero limb in front for the carry of rounding. */
COLD static void expand(struct big *g, mant_t m, int e)
{
	long i;
	g->lim = (long)1 << 62;
	if (e >= 0) {
		g->a = g->p = g->b = LIMBS;
		do {
			g->d[--g->a] = m % BASE;
			m /= BASE;
		} while (m);
		while (e > 0) {
			int k = e > 29 ? 29 : e;
			uint64_t c = 0;
			e -= k;
			for (i = g->b - 1; i >= g->a; i--) {
				uint64_t x = ((uint64_t)g->d[i] << k) + c;
				g->d[i] = x % BASE;
				c = x / BASE;
			}
			while (c) {
				g->d[--g->a] = c % BASE;
				c /= BASE;
			}
		}
		g->d[--g->a] = 0;
	} else {
		long s = 1;
		g->d[0] = 0;
		for (i = MLIMBS; i > 0; i--) {
			g->d[i] = (uint32_t)(m % BASE);
			m /= BASE;
		}
		g->a = 0;
		g->p = g->b = MLIMBS + 1;
		for (e = -e; e > 0;) {
			/* Divide by 2^k, k <= 9: the remainder times 10^9 is then
			   a multiple of 2^k, so one new limb holds the rest. */
			int k = e > 9 ? 9 : e;
			uint64_t r = 0;
			e -= k;
			for (i = s; i < g->b; i++) {
				uint64_t x = r * BASE + g->d[i];
				g->d[i] = x >> k;
				r = x & ((1u << k) - 1);
			}
			if (r)
				g->d[g->b++] = (r * BASE) >> k;
			while (s < g->b - 1 && !g->d[s])
				s++;
		}
	}
}

/* Keeps digits 0..L, rounding half to even on the exact value. */
COLD static void round_at(struct big *g, long L)
{
	long n = 9 * (g->b - g->a), i = L + 1, j, li;
	if (i < n) {
		uint32_t below = p10[8 - i % 9];
		int r, up, sticky;
		li = g->a + i / 9;
		r = g->d[li] / below % 10;
		sticky = g->d[li] % below != 0;
		for (j = li + 1; j < g->b && !sticky; j++)
			sticky = g->d[j] != 0;
		up = r > 5 || (r == 5 && (sticky || (dig(g, L) & 1)));
		if (up) {
			li = g->a + L / 9;
			g->d[li] += p10[8 - L % 9];
			while (g->d[li] >= BASE) {
				g->d[li] -= BASE;
				g->d[--li]++;
			}
		}
	}
	g->lim = L;
}

/* Index of the first nonzero digit, or -1 for zero. */
COLD static long first(const struct big *g)
{
	long i, k;
	for (i = g->a; i < g->b; i++)
		if (g->d[i]) {
			for (k = 0; g->d[i] < p10[8 - k]; k++)
				;
			return 9 * (i - g->a) + k;
		}
	return -1;
}

/* Writes digits from..to-1 (zeros past the expansion). */
COLD static void digits(struct __fmt_sink *o, const struct big *g, long from, long to)
{
	char b[32];
	int n = 0;
	for (; from < to; from++) {
		b[n++] = '0' + dig(g, from);
		if (n == sizeof b) {
			__fmt_put(o, b, n);
			n = 0;
		}
	}
	__fmt_put(o, b, n);
}

/* Exponent suffix: 'e' or 'p' letter, sign, at least mind digits. */
COLD static int expo(char *b, char letter, long x, int mind)
{
	char t[8];
	int n = 0, k = 0;
	unsigned long u = x < 0 ? -x : x;
	b[n++] = letter;
	b[n++] = x < 0 ? '-' : '+';
	do
		t[k++] = '0' + u % 10;
	while (u /= 10);
	while (k < mind)
		t[k++] = '0';
	while (k)
		b[n++] = t[--k];
	return n;
}

COLD static void decimal(struct __fmt_sink *o, struct __fmt_spec *sp, char *pre, size_t plen,
		    mant_t m, int e, int upper)
{
	struct big g;
	long prec = sp->prec < 0 ? 6 : sp->prec, f, x = 0, x0, len;
	int c = sp->conv | 32, hash = sp->flags & __F_HASH, style = c;
	char eb[12];
	int elen = 0;

	expand(&g, m, e);
	long p0 = 9 * (g.p - g.a);
	if (c != 'f') {
		if (c == 'g' && prec == 0)
			prec = 1;
		f = first(&g);
		if (f < 0)
			f = p0 - 1;
		round_at(&g, f + prec - (c == 'g'));
		x0 = p0 - 1 - f;
		if (f > 0 && dig(&g, f - 1))
			f--;
		x = p0 - 1 - f;
		if (c == 'g') {
			if (x < prec && x >= -4) {
				style = 'f';
				prec = prec - 1 - x;
			} else {
				/* Like glibc: when rounding carries a value that
				   the %f style was chosen for (x0 = prec - 1) into
				   the %e style, the %f style's zero fraction digits
				   are kept: %#g of 999999.5 is "1.e+06". */
				style = 'e';
				prec = x0 < prec && x0 >= -4 ? 0 : prec - 1;
			}
			if (!hash) {
				long base = style == 'f' ? p0 : f + 1;
				while (prec > 0 && !dig(&g, base + prec - 1))
					prec--;
			}
		}
	} else
		round_at(&g, p0 - 1 + prec);

	if (style == 'f') {
		f = first(&g);
		if (f < 0 || f >= p0)
			f = p0 - 1;
		len = plen + (p0 - f) + (prec || hash) + prec;
		__fmt_head(o, sp, len, pre, plen);
		digits(o, &g, f, p0);
		if (prec || hash)
			__fmt_put(o, ".", 1);
		digits(o, &g, p0, p0 + prec);
	} else {
		elen = expo(eb, upper ? 'E' : 'e', x, 2);
		len = plen + 1 + (prec || hash) + prec + elen;
		__fmt_head(o, sp, len, pre, plen);
		digits(o, &g, f, f + 1);
		if (prec || hash)
			__fmt_put(o, ".", 1);
		digits(o, &g, f + 1, f + 1 + prec);
		__fmt_put(o, eb, elen);
	}
	__fmt_tail(o, sp, len);
}

/* %a: m has nb bits after the leading hex digit (52 for double, 60 for
   the x87 format, whose explicit integer bit is printed as is, 112 for
   binary128). */
COLD static void hex(struct __fmt_sink *o, struct __fmt_spec *sp, char *pre, size_t plen,
		mant_t m, int e, int nb, int upper)
{
	const char *xd = upper ? "0123456789ABCDEF" : "0123456789abcdef";
	int nd = nb / 4, prec = sp->prec, i;
	long x = m ? e + nb : 0, len;
	mant_t lead, frac;
	char b[32], eb[12];
	int elen;

	if (prec >= 0 && prec < nd) {
		int sh = 4 * (nd - prec);
		mant_t r = m & (((mant_t)1 << sh) - 1), half = (mant_t)1 << (sh - 1);
		m >>= sh;
		if (r > half || (r == half && (m & 1)))
			m++;
		lead = m >> (4 * prec);
		frac = m & (((mant_t)1 << (4 * prec)) - 1);
		frac <<= sh;
		if (lead > 15) {
			lead >>= 4;
			x += 4;
		}
	} else {
		lead = m >> nb;
		frac = m & (((mant_t)1 << nb) - 1);
		if (prec < 0)
			for (prec = nd; prec > 0 && !((frac >> (4 * (nd - prec))) & 15); prec--)
				;
	}
	pre[plen++] = '0';
	pre[plen++] = upper ? 'X' : 'x';
	b[0] = xd[lead];
	i = 1;
	if (prec || (sp->flags & __F_HASH))
		b[i++] = '.';
	elen = expo(eb, upper ? 'P' : 'p', x, 1);
	len = plen + i + prec + elen;
	__fmt_head(o, sp, len, pre, plen);
	__fmt_put(o, b, i);
	for (i = 0; i < prec && i < nd; i++)
		b[i] = xd[(frac >> (nb - 4 - 4 * i)) & 15];
	__fmt_put(o, b, i);
	if (prec > nd)
		__fmt_pad(o, '0', prec - nd);
	__fmt_put(o, eb, elen);
	__fmt_tail(o, sp, len);
}

COLD void __fmt_float(struct __fmt_sink *o, struct __fmt_spec *sp, const void *val, int is_long)
{
	mant_t m;
	uint64_t bits;
	int e, ex, neg, nb, special = 0, upper = !(sp->conv & 32);
	char pre[4];
	size_t plen = 0;

	if (is_long) {
#if __LDBL_MANT_DIG__ == 113
		uint64_t lo, hi;
		memcpy(&lo, val, 8);
		memcpy(&hi, (const char *)val + 8, 8);
		neg = hi >> 63;
		ex = (hi >> 48) & 0x7fff;
		m = (mant_t)(hi & (((uint64_t)1 << 48) - 1)) << 64 | lo;
		nb = 112;
		if (ex == 0x7fff)
			special = m ? 2 : 1;
		if (ex)
			m |= (mant_t)1 << 112;
		e = (ex ? ex : 1) - 16383 - 112;
#else
		unsigned short se;
		uint64_t m64;
		memcpy(&m64, val, 8);
		m = m64;
		memcpy(&se, (const char *)val + 8, 2);
		neg = se >> 15;
		ex = se & 0x7fff;
		nb = 60;
		if (ex == 0x7fff)
			special = m << 1 ? 2 : 1;
		e = (ex ? ex : 1) - 16383 - 63;
#endif
	} else {
		memcpy(&bits, val, 8);
		neg = bits >> 63;
		ex = (bits >> 52) & 0x7ff;
		m = bits & (((uint64_t)1 << 52) - 1);
		nb = 52;
		if (ex == 0x7ff)
			special = m ? 2 : 1;
		if (ex)
			m |= (uint64_t)1 << 52;
		e = (ex ? ex : 1) - 1023 - 52;
	}
	if (neg)
		pre[plen++] = '-';
	else if (sp->flags & (__F_PLUS | __F_SPACE))
		pre[plen++] = sp->flags & __F_PLUS ? '+' : ' ';
	if (special) {
		const char *s = special == 1 ? (upper ? "INF" : "inf") : (upper ? "NAN" : "nan");
		sp->flags &= ~__F_ZERO;
		__fmt_head(o, sp, plen + 3, pre, plen);
		__fmt_put(o, s, 3);
		__fmt_tail(o, sp, plen + 3);
	} else if ((sp->conv | 32) == 'a')
		hex(o, sp, pre, plen, m, e, nb, upper);
	else
		decimal(o, sp, pre, plen, m, e, upper);
}
