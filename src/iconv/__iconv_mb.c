#include <stdlib.h>
#include "iconv_impl.h"

/* The character of table t at lead byte a, trail byte b, or __IC_NONE. */
static unsigned in_table(int t, unsigned a, unsigned b)
{
	const struct __iconv_dbcs *d = &__iconv_dbcs[t];
	unsigned off = 0, c;

	if (a < d->lead_lo || a > d->lead_hi)
		return __IC_NONE;
	for (const unsigned char *r = d->trail; *r; r += 2) {
		if (b >= r[0] && b <= r[1]) {
			c = d->chars[(a - d->lead_lo) * d->ntrail + off + b - r[0]];
			return c ? c : __IC_NONE;
		}
		off += r[1] - r[0] + 1;
	}
	return __IC_NONE;
}

/* The pair of v[0..n) whose first is key, or null (v sorted by first). */
static const unsigned short *find(const unsigned short (*v)[2], unsigned n, unsigned key)
{
	unsigned lo = 0, hi = n;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (v[mid][0] == key)
			return v[mid];
		if (v[mid][0] < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

/* GB18030's four-byte code at p, all four bytes in: its character, or
   __IC_NOCHAR (U+FFFF is one of its characters).  b1 b2 b3 b4 count as digits of bases 10, 126, 10: the BMP
   from 0x81308130 by the runs of __iconv_gb4, the planes above it in
   order from 0x90308130. */
static unsigned gb4_decode(const unsigned char *p)
{
	unsigned lin = ((p[1] - 0x30) * 126 + p[2] - 0x81) * 10 + p[3] - 0x30;
	unsigned lo = 0, hi = sizeof __iconv_gb4 / sizeof __iconv_gb4[0] - 1;

	if (p[0] >= 0x90) {
		lin += (p[0] - 0x90) * 12600;
		return lin <= 0x10ffff - 0x10000 ? 0x10000 + lin : __IC_NOCHAR;
	}
	lin += (p[0] - 0x81) * 12600;
	if (p[0] > 0x84 || lin >= __iconv_gb4[hi][0])
		return __IC_NOCHAR;
	/* The last run that starts at or before lin. */
	while (hi - lo > 1) {
		unsigned mid = lo + (hi - lo) / 2;
		if (__iconv_gb4[mid][0] <= lin)
			lo = mid;
		else
			hi = mid;
	}
	return __iconv_gb4[lo][1] ? __iconv_gb4[lo][1] + lin - __iconv_gb4[lo][0] : __IC_NOCHAR;
}

/* The four-byte code of c in GB18030 (c has no shorter one). */
static unsigned gb4_encode(unsigned c)
{
	unsigned lin, lo = 0, hi = sizeof __iconv_gb4_by_char, k;

	if (c >= 0x10000) {
		lin = c - 0x10000 + 0x90 * 12600 - 0x81 * 12600;
	} else {
		/* The run with the last first character at or below c. */
		while (hi - lo > 1) {
			unsigned mid = lo + (hi - lo) / 2;
			if (__iconv_gb4[__iconv_gb4_by_char[mid]][1] <= c)
				lo = mid;
			else
				hi = mid;
		}
		k = __iconv_gb4_by_char[lo];
		if (c < __iconv_gb4[k][1] ||
		    c - __iconv_gb4[k][1] >= (unsigned)(__iconv_gb4[k + 1][0] - __iconv_gb4[k][0]))
			return __IC_NONE;
		lin = __iconv_gb4[k][0] + c - __iconv_gb4[k][1];
	}
	return (0x81 + lin / 12600) << 24 | (0x30 + lin / 1260 % 10) << 16 |
	       (0x81 + lin / 10 % 126) << 8 | (0x30 + lin % 10);
}

int __iconv_mb_decode(int set, const unsigned char *p, size_t n, unsigned *c)
{
	const struct __iconv_mbcs *m = &__iconv_mbcs[set - __IC_SB_END];
	unsigned a = p[0], b, v, r, code;
	const unsigned short *x;
	int len = 2;

	v = m->single[a];
	if (v != __IC_LEAD) {
		*c = v;
		return v == __IC_NONE ? __IC_BAD : 1;
	}
	if (n < 2)
		return __IC_MORE;
	b = p[1];
	code = a << 8 | b;
	switch (set) {
	case __IC_EUCJP:
		/* 0x8e: half-width katakana; 0x8f: JIS X 0212 in the next two
		   bytes (rows 1 and 78-94 are refused at once, as glibc). */
		if (a == 0x8e) {
			v = b >= 0xa1 && b <= 0xdf ? 0xff61 + b - 0xa1 : __IC_NONE;
		} else if (a == 0x8f) {
			if (b <= 0xa1 || b >= 0xee)
				return __IC_BAD;
			if (n < 3)
				return __IC_MORE;
			v = in_table(__ICT_JIS0212, b, p[2]);
			code = 0x8f0000 | code << 8 | p[2];
			len = 3;
		} else {
			v = in_table(__ICT_JIS0208, a, b);
		}
		break;
	case __IC_CP932:
		/* Ten lead bytes of user-defined characters, in order from
		   the start of the private use area. */
		if (a >= 0xf0 && a <= 0xf9) {
			if (b < 0x40 || b > 0xfc || b == 0x7f)
				return __IC_BAD;
			v = 0xe000 + (a - 0xf0) * 188 + b - 0x40 - (b > 0x7f);
			break;
		}
		/* The rest is Shift_JIS and its exceptions. */
		/* fall through */
	case __IC_SJIS:
		/* Each lead byte covers two rows of JIS X 0208. */
		r = 2 * (a - (a < 0xa0 ? 0x81 : 0xc1));
		if (b >= 0x40 && b <= 0x7e)
			b -= 0x40;
		else if (b >= 0x80 && b <= 0x9e)
			b -= 0x41;
		else if (b >= 0x9f && b <= 0xfc)
			r++, b -= 0x9f;
		else
			return __IC_BAD;
		v = in_table(__ICT_JIS0208, 0xa1 + r, 0xa1 + b);
		break;
	case __IC_GB18030:
		/* A digit second: a four-byte code, judged once all four
		   bytes are in (as glibc does). */
		if (b >= 0x30 && b <= 0x39) {
			if (n < 4)
				return __IC_MORE;
			if (p[2] < 0x81 || p[2] == 0xff || p[3] < 0x30 || p[3] > 0x39 ||
			    (v = gb4_decode(p)) == __IC_NOCHAR)
				return __IC_BAD;
			*c = v;
			return 4;
		}
		for (unsigned i = 0; i < sizeof __iconv_gb_wide / sizeof __iconv_gb_wide[0]; i++)
			if (__iconv_gb_wide[i][0] == code) {
				*c = __iconv_gb_wide[i][1];
				return 2;
			}
		v = in_table(__ICT_GBK, a, b);
		break;
	case __IC_EUCKR:
	case __IC_EUCCN:
		/* KS X 1001 and GB 2312: the 94 x 94 codes inside the tables of
		   CP949 and GBK. */
		if (a < 0xa1 || b < 0xa1 || b > 0xfe)
			return __IC_BAD;
		v = in_table(set == __IC_EUCKR ? __ICT_UHC : __ICT_GBK, a, b);
		break;
	default:
		v = in_table(set == __IC_UHC ? __ICT_UHC : set == __IC_GBK ? __ICT_GBK : __ICT_BIG5, a, b);
		break;
	}
	if (m->ndec && (x = find(m->dec, m->ndec, code)))
		v = x[1];
	if (v == __IC_NONE)
		return __IC_BAD;
	*c = v;
	return len;
}

unsigned __iconv_mb_encode(const struct __iconv *cd, unsigned c)
{
	const struct __iconv_mbcs *m = &__iconv_mbcs[cd->to - __IC_SB_END];
	const unsigned short *x;

	unsigned code;

	if (m->nenc && (x = find(m->enc, m->nenc, c)))
		return x[1] ? x[1] : __IC_NONE;
	code = __iconv_mb_lookup(cd->rev, cd->nrev, c);
	if (code == __IC_NONE && cd->to == __IC_GB18030 && c >= 0x80)
		code = gb4_encode(c);
	return code;
}

unsigned __iconv_mb_lookup(const unsigned long long *rev, unsigned n, unsigned c)
{
	unsigned lo = 0, hi = n;

	/* The first entry for c: its lowest code, if it has two. */
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (rev[mid] >> 32 < c)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < n && rev[lo] >> 32 == c)
		return (unsigned)rev[lo];
	return __IC_NONE;
}

/* Counts in *n every code of set set that reads as a character and, if v
   is not null, stores it in v[*n] as character << 32 | code. */
static void each_code(int set, unsigned long long *v, unsigned *n)
{
	unsigned char s[3];
	unsigned c;

	for (unsigned a = 0; a < 256; a++) {
		s[0] = a;
		if (__iconv_mb_decode(set, s, 1, &c) == 1) {
			if (v)
				v[*n] = (unsigned long long)c << 32 | a;
			++*n;
			continue;
		}
		for (unsigned b = 0; b < 256; b++) {
			int r;
			s[1] = b;
			if ((r = __iconv_mb_decode(set, s, 2, &c)) == 2) {
				if (v)
					v[*n] = (unsigned long long)c << 32 | a << 8 | b;
				++*n;
			} else if (r == __IC_MORE) {
				for (unsigned d = 0; d < 256; d++) {
					s[2] = d;
					if (__iconv_mb_decode(set, s, 3, &c) != 3)
						continue;
					if (v)
						v[*n] = (unsigned long long)c << 32 | a << 16 | b << 8 | d;
					++*n;
				}
			}
		}
	}
}

static int by_value(const void *x, const void *y)
{
	unsigned long long a = *(const unsigned long long *)x, b = *(const unsigned long long *)y;
	return a < b ? -1 : a > b;
}

/* Writing needs the sets the other way round.  The index is made by
   reading every code once, at the first iconv_open that writes the set,
   rather than stored (the largest takes 190 KiB of heap, only in
   programs that write that set), and published with a compare-and-swap:
   two threads that race both build one, and the loser frees its own. */
const unsigned long long *__iconv_mb_index(int set, unsigned *count)
{
	static const unsigned long long *made[__IC_END - __IC_SB_END];
	static unsigned counts[__IC_END - __IC_SB_END];
	const unsigned long long *have;
	unsigned long long *v;
	unsigned k = set - __IC_SB_END, n = 0;

	if ((have = __atomic_load_n(&made[k], __ATOMIC_ACQUIRE))) {
		*count = counts[k];
		return have;
	}
	each_code(set, 0, &n);
	if (!(v = malloc(n * sizeof *v)))
		return 0;
	n = 0;
	each_code(set, v, &n);
	qsort(v, n, sizeof *v, by_value);
	/* Every builder stores the same count; the pointer's release orders
	   it for the readers. */
	__atomic_store_n(&counts[k], n, __ATOMIC_RELAXED);
	if (!__atomic_compare_exchange_n(&made[k], &have, v, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
		free(v);
		v = (unsigned long long *)have;
	}
	*count = n;
	return v;
}
