/* The floating-point parser behind strtod, strtof, strtold and scanf's
   float conversions: decimal and hex, inf, nan, correctly rounded to
   nearest (ties to even) for any length of input.

   Easy decimal inputs (few digits, small exponent) take Clinger's fast
   path: one exact integer and one exact power of ten, combined by a single
   correctly rounded multiply or divide.  Everything else is done exactly:
   the decimal digits are scaled by powers of two (multiplying or dividing
   the digit string itself) until the value lies in [1/2, 1), then 128
   bits are taken off the top and what is left only decides the rounding.
   long double is either the x87 format (64-bit significand with an
   explicit integer bit) or IEEE binary128 (113 bits); both fit in the
   128 bits taken.

   Only so many input digits matter: a value halfway between two
   neighbouring results of the target type has a finite decimal expansion
   of at most KEEP significant digits, so digits beyond KEEP are remembered
   as "something non-zero follows" and the comparison with every halfway
   point still comes out right.  The digit buffer is sized so that no
   scaling step ever has to drop a digit. */
#include <errno.h>
#include <float.h>
#include <stdint.h>
#include "scan.h"

#if LDBL_MANT_DIG != 64 && LDBL_MANT_DIG != 113
#error "long double: x87 extended or binary128 only"
#endif

/* The working significand: 128 bits, the top one set. */
typedef unsigned __int128 mant_t;
#define MANT_BITS 128

struct fmt {
	int prec;        /* bits of significand */
	int emin, emax;  /* a value m * 2^(e - prec), m in [2^(prec-1), 2^prec), is normal for e >= emin; finite for e <= emax */
	int keep;        /* significant decimal digits that can matter */
	int cap;         /* size of the digit buffer */
	int dp_over;     /* 10^(dp-1) overflows for dp >= dp_over */
	int dp_zero;     /* 10^dp is below half the smallest denormal for dp <= dp_zero */
};

static const struct fmt fmts[3] = {
	{ 24, -125, 128, 130, 320, 40, -46 },
	{ 53, -1021, 1024, 800, 1700, 310, -324 },
#if LDBL_MANT_DIG == 64
	{ 64, -16381, 16384, 11600, 24000, 4934, -4951 },
#else
	/* the smallest denormal is 2^-16494: halfway points reach further */
	{ 113, -16381, 16384, 11650, 24100, 4934, -4966 },
#endif
};

/* A decimal 0.d[0]d[1]...d[nd-1] * 10^dp; the digits are 0..9, the first
   and last non-zero; trunc: non-zero digits follow that were not kept. */
struct dec {
	unsigned char *d;
	int nd, cap, trunc;
	long long dp;
};

static void trim(struct dec *a)
{
	while (a->nd && !a->d[a->nd - 1])
		a->nd--;
}

/* a *= 2^k, 1 <= k <= 60. */
static void mul_pow2(struct dec *a, int k)
{
	int extra = (k * 1233 >> 12) + 1; /* digits 2^k can add in front */
	uint64_t n, carry = 0;
	int i, j;

	if (a->nd + extra > a->cap) {
		/* Never with the buffer sizes above; keep the result monotone. */
		for (i = a->cap - extra; i < a->nd; i++)
			if (a->d[i])
				a->trunc = 1;
		a->nd = a->cap - extra;
	}
	for (i = a->nd - 1; i >= 0; i--) {
		n = ((uint64_t)a->d[i] << k) + carry;
		carry = n / 10;
		a->d[i + extra] = (unsigned char)(n - carry * 10);
	}
	for (j = extra; carry; carry /= 10)
		a->d[--j] = (unsigned char)(carry % 10);
	if (j)
		for (i = j; i < a->nd + extra; i++)
			a->d[i - j] = a->d[i];
	a->nd += extra - j;
	a->dp += extra - j;
	trim(a);
}

/* a /= 2^k, 1 <= k <= 60. */
static void div_pow2(struct dec *a, int k)
{
	uint64_t n = 0, mask = ((uint64_t)1 << k) - 1;
	int r = 0, w = 0;

	while (!(n >> k)) {
		n = n * 10 + (r < a->nd ? a->d[r] : 0);
		r++;
	}
	a->dp -= r - 1;
	for (; r < a->nd; r++) {
		a->d[w++] = (unsigned char)(n >> k);
		n = (n & mask) * 10 + a->d[r];
	}
	while (n) {
		if (w == a->cap) {
			/* Never with the buffer sizes above. */
			a->trunc = 1;
			break;
		}
		a->d[w++] = (unsigned char)(n >> k);
		n = (n & mask) * 10;
	}
	a->nd = w;
	trim(a);
}

/* The bits of a long double, built from the sign, the biased exponent
   and the significand as stored (x87: with its integer bit). */
#if LDBL_MANT_DIG == 64
#define LD_QUIET_BIT 62 /* of the stored significand */
static long double ld_bits(int neg, unsigned bexp, mant_t sig)
{
	union {
		long double f;
		struct {
			uint64_t m;
			uint16_t se;
		} i;
	} u;
	u.i.m = (uint64_t)sig;
	u.i.se = (uint16_t)(bexp | (neg ? 0x8000 : 0));
	return u.f;
}
#else
#define LD_QUIET_BIT 111
static long double ld_bits(int neg, unsigned bexp, mant_t sig)
{
	union {
		long double f;
		mant_t b;
	} u;
	u.b = sig | (mant_t)(bexp | (neg ? 0x8000u : 0)) << 112;
	return u.f;
}
#endif

/* The value m * 2^e2 (m < 2^LDBL_MANT_DIG), representable by
   construction: normal, or a denormal with e2 at the denormal scale. */
static long double make_ld(int neg, mant_t m, long long e2)
{
	int top;

	if (!m)
		return ld_bits(neg, 0, 0);
	top = m >> 64 ? 127 - __builtin_clzll((uint64_t)(m >> 64)) : 63 - __builtin_clzll((uint64_t)m);
	/* denormal: m at 2^(emin - 1 - (LDBL_MANT_DIG - 1)) */
	if (e2 + top + 16383 <= 0)
		return ld_bits(neg, 0, m);
	m <<= LDBL_MANT_DIG - 1 - top;
#if LDBL_MANT_DIG == 113
	m &= ((mant_t)1 << 112) - 1; /* the implicit bit */
#endif
	return ld_bits(neg, (unsigned)(e2 + top + 16383), m);
}

static long double make_inf(int neg)
{
	return ld_bits(neg, 0x7fff, LDBL_MANT_DIG == 64 ? (mant_t)1 << 63 : 0);
}

/* A quiet NaN with payload in the significand bits below the quiet bit
   of the format (as glibc does for "nan(payload)"). */
static long double make_nan(int neg, int prec, uint64_t payload)
{
	static const unsigned char sig[3] = { 23, 52, LD_QUIET_BIT + 1 };
	mant_t m = (mant_t)1 << LD_QUIET_BIT;

	if (sig[prec] < 64)
		payload &= ((uint64_t)1 << sig[prec]) - 1;
	m |= (mant_t)payload << (LD_QUIET_BIT + 1 - sig[prec]);
	if (LDBL_MANT_DIG == 64)
		m |= (mant_t)1 << 63;
	return ld_bits(neg, 0x7fff, m);
}

/* Rounds the value m * 2^(e-128) * (1 + tail), m with its top bit set,
   to the format.  rest says where the part of the value below m's last
   bit lies within one unit of that bit: 0 nothing, 1 below a half, 2
   exactly a half, 3 above a half.  Sets ERANGE on overflow and on a tiny
   inexact result (tininess after rounding, as x86 and glibc do). */
static long double finish(const struct fmt *f, int neg, mant_t m, long long e, int rest)
{
	long long drop = MANT_BITS - f->prec;
	mant_t kept, lower, half;
	int up, inexact, tiny = 0;

	if (e < f->emin) {
		tiny = 1;
		if (e == f->emin - 1) {
			/* Would rounding to full precision carry into a normal? */
			mant_t k = m >> drop, lo = m & (((mant_t)1 << drop) - 1);
			mant_t h = (mant_t)1 << (drop - 1);
			if ((lo > h || (lo == h && (rest || (k & 1)))) && k + 1 == (mant_t)1 << f->prec)
				tiny = 0;
		}
		drop += f->emin - e;
		e = f->emin;
	}
	if (drop > MANT_BITS) {
		kept = 0;
		up = 0;
		inexact = 1;
	} else {
		kept = drop == MANT_BITS ? 0 : m >> drop;
		lower = drop == MANT_BITS ? m : m & (((mant_t)1 << drop) - 1);
		half = (mant_t)1 << (drop - 1);
		inexact = lower || rest;
		up = lower > half || (lower == half && (rest || (kept & 1)));
	}
	if (up) {
		kept++;
		if (kept == (mant_t)1 << f->prec) {
			kept = (mant_t)1 << (f->prec - 1);
			e++;
		}
	}
	if (e > f->emax) {
		errno = ERANGE;
		return make_inf(neg);
	}
	if (tiny && inexact)
		errno = ERANGE;
	return make_ld(neg, kept, e - f->prec);
}

static const double pow10_d[23] = {
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

/* Clinger's fast path; returns 1 with *out set when it applies. */
static int fast_path(int prec, const struct dec *a, int neg, long double *out)
{
	long long e = a->dp - a->nd;
	uint64_t n = 0;
	int i;

	if (a->trunc || a->nd > 19)
		return 0;
	for (i = 0; i < a->nd; i++)
		n = n * 10 + a->d[i];
	if (prec == 0) {
		if (a->nd > 7 || e < -10 || e > 10)
			return 0;
		float x = (float)n, p = (float)pow10_d[e < 0 ? -e : e];
		x = e < 0 ? x / p : x * p;
		*out = neg ? -x : x;
	} else if (prec == 1) {
		if (a->nd > 15 || e < -22 || e > 22)
			return 0;
		double x = (double)n, p = pow10_d[e < 0 ? -e : e];
		x = e < 0 ? x / p : x * p;
		*out = neg ? -x : x;
	} else {
		/* 10^27 = 2^27 * 5^27 and 5^27 < 2^64: exact in long double
		   (either format). */
		if (e < -27 || e > 27)
			return 0;
		long double x = (long double)n, p = 1;
		for (i = e < 0 ? -e : e; i > 22; i--)
			p *= 10;
		p *= pow10_d[i];
		x = e < 0 ? x / p : x * p;
		*out = neg ? -x : x;
	}
	return 1;
}

static long double decimal(const struct fmt *f, int prec, struct dec *a, int neg)
{
	long double r;
	long long e2 = 0;
	mant_t m = 0;
	int i, rest, k;

	trim(a);
	if (!a->nd)
		return neg ? -0.0L : 0.0L;
	if (a->dp >= f->dp_over) {
		errno = ERANGE;
		return make_inf(neg);
	}
	if (a->dp <= f->dp_zero) {
		errno = ERANGE;
		return neg ? -0.0L : 0.0L;
	}
	if (fast_path(prec, a, neg, &r))
		return r;

	/* Scale into [1/2, 1). */
	while (a->dp > 0) {
		k = a->dp >= 18 ? 60 : (int)a->dp * 10 / 3 + 1;
		div_pow2(a, k);
		e2 += k;
	}
	while (a->dp < 0 || a->d[0] < 5) {
		k = a->dp < -18 ? 60 : a->dp < 0 ? (int)-a->dp * 3 : 1;
		mul_pow2(a, k);
		e2 -= k;
	}
	/* Take 128 bits off the top. */
	mul_pow2(a, 60);
	mul_pow2(a, 60);
	mul_pow2(a, 8);
	for (i = 0; i < a->dp; i++)
		m = m * 10 + (i < a->nd ? a->d[i] : 0);
	if (a->nd <= a->dp)
		rest = a->trunc ? 1 : 0;
	else if (a->d[a->dp] > 5)
		rest = 3;
	else if (a->d[a->dp] == 5)
		rest = a->nd > a->dp + 1 || a->trunc ? 3 : 2;
	else
		rest = 1;
	return finish(f, neg, m, e2, rest);
}

static int hexval(int c)
{
	if ((unsigned)c - '0' < 10)
		return c - '0';
	c |= 32;
	if ((unsigned)c - 'a' < 6)
		return c - 'a' + 10;
	return -1;
}

/* After "0x": hex digits, an optional point, an optional p exponent. */
static long double hex(struct __scan_src *s, const struct fmt *f, int neg, int item,
		       long long *valid)
{
	unsigned __int128 acc = 0;
	long long e2 = 0, pe = 0;
	int c, d, any = 0, dot = 0, sticky = 0, psign = 0, sh;

	for (;;) {
		c = __sget(s);
		if (c == '.' && !dot) {
			dot = 1;
			if (any)
				*valid = s->cnt;
			continue;
		}
		if ((d = hexval(c)) < 0)
			break;
		any = 1;
		if (!(acc >> 120)) {
			acc = acc << 4 | d;
			if (dot)
				e2 -= 4;
		} else {
			sticky |= d != 0;
			if (!dot)
				e2 += 4;
		}
		*valid = s->cnt;
	}
	if (!any) {
		/* "0x" or "0x." without a digit: the subject is the "0".
		   For scanf a bare "0x" is no number at all; "0x." stays a
		   zero there, as glibc reads it. */
		__sunget(s, c);
		if (item && !dot)
			*valid = -1;
		return neg ? -0.0L : 0.0L;
	}
	if ((c | 32) == 'p') {
		c = __sget(s);
		if (c == '+' || c == '-') {
			psign = c == '-';
			c = __sget(s);
		}
		if ((unsigned)c - '0' < 10) {
			for (; (unsigned)c - '0' < 10; c = __sget(s)) {
				if (pe < 1000000000)
					pe = pe * 10 + (c - '0');
				*valid = s->cnt;
			}
			e2 += psign ? -pe : pe;
		}
	}
	__sunget(s, c);
	if (!acc)
		return neg ? -0.0L : 0.0L;
	sh = acc >> 64 ? __builtin_clzll((uint64_t)(acc >> 64)) : 64 + __builtin_clzll((uint64_t)acc);
	/* at least 121 significant bits, more than any format keeps: the
	   digits dropped only say that something non-zero follows */
	acc <<= sh;
	/* value = acc * 2^(e2 - sh) = acc * 2^(e - 128) */
	return finish(f, neg, acc, 128 - sh + e2, sticky);
}

static int match_word(struct __scan_src *s, const char *w)
{
	int c;

	for (; *w; w++) {
		c = __sget(s);
		if ((c | 32) != *w) {
			__sunget(s, c);
			return 0;
		}
	}
	return 1;
}

static int nan_char(int c)
{
	return (unsigned)c - '0' < 10 || (unsigned)(c | 32) - 'a' < 26 || c == '_';
}

hidden long double __floatscan(struct __scan_src *s, int prec, long long *valid)
{
	int item = prec & __FLOATSCAN_ITEM;
	const struct fmt *f = &fmts[prec &= ~__FLOATSCAN_ITEM];
	unsigned char buf[f->cap];
	struct dec a = { buf, 0, f->cap, 0, 0 };
	long long ex = 0;
	int c, neg = 0, any = 0, dot = 0, esign = 0;

	*valid = -1;
	do
		c = __sget(s);
	while (__scan_isspace(c));
	if (c == '+' || c == '-') {
		neg = c == '-';
		c = __sget(s);
	}

	if ((c | 32) == 'i') {
		if (!match_word(s, "nf"))
			return 0;
		*valid = s->cnt;
		if (match_word(s, "inity"))
			*valid = s->cnt;
		else if (item && s->cnt != *valid)
			*valid = -1;    /* "infin": cut short */
		return make_inf(neg);
	}
	if ((c | 32) == 'n') {
		if (!match_word(s, "an"))
			return 0;
		*valid = s->cnt;
		c = __sget(s);
		if (c == '(') {
			char pl[64];
			int n = 0;
			uint64_t payload = 0;

			while (nan_char(c = __sget(s)))
				if (n < (int)sizeof pl - 1)
					pl[n++] = (char)c;
				else
					n = sizeof pl; /* too long to be a payload */
			if (c != ')') {
				__sunget(s, c);
				if (item)
					*valid = -1;    /* "nan(" never closed */
				return make_nan(neg, prec, 0);
			}
			*valid = s->cnt;
			if (n && n < (int)sizeof pl) {
				/* A payload is an unsigned number in C syntax. */
				struct __scan_src ps;
				long long pv;
				int e = errno;

				pl[n] = 0;
				__scan_str(&ps, pl);
				payload = __intscan(&ps, 0, 0, UINT64_MAX, &pv);
				errno = e;
				if (pv != n)
					payload = 0;
			}
			return make_nan(neg, prec, payload);
		}
		__sunget(s, c);
		return make_nan(neg, prec, 0);
	}

	if (c == '0') {
		*valid = s->cnt;
		any = 1;
		c = __sget(s);
		if ((c | 32) == 'x')
			return hex(s, f, neg, item, valid);
	}
	for (;; c = __sget(s)) {
		if (c == '.' && !dot) {
			dot = 1;
			if (any)
				*valid = s->cnt;
			continue;
		}
		if ((unsigned)c - '0' >= 10)
			break;
		any = 1;
		*valid = s->cnt;
		if (!a.nd && c == '0') {
			if (dot)
				a.dp--;
			continue;
		}
		if (a.nd < f->keep)
			a.d[a.nd++] = (unsigned char)(c - '0');
		else if (c != '0')
			a.trunc = 1;
		if (!dot)
			a.dp++;
	}
	if (!any) {
		__sunget(s, c);
		return 0;
	}
	if ((c | 32) == 'e') {
		c = __sget(s);
		if (c == '+' || c == '-') {
			esign = c == '-';
			c = __sget(s);
		}
		if ((unsigned)c - '0' < 10) {
			for (; (unsigned)c - '0' < 10; c = __sget(s)) {
				if (ex < 1000000000)
					ex = ex * 10 + (c - '0');
				*valid = s->cnt;
			}
			a.dp += esign ? -ex : ex;
		}
	}
	__sunget(s, c);
	return decimal(f, prec, &a, neg);
}
