/*
 * Generates src/iconv/__iconv_data.c: the legacy character sets of weft's
 * iconv, read off the host C library's iconv (glibc 2.36 here) one byte
 * or byte pair at a time, so that weft decodes every code as it does.
 * Build and run on the host, not with weft:
 *   cc -O2 -o gen tools/gen-iconv.c && ./gen > src/iconv/__iconv_data.c
 * The order of the tables is the order of the __IC_* values in
 * src/internal/iconv_impl.h.
 */
#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Single-byte sets: bytes 0x80-0xff (0x00-0x7f are ASCII in all). */
static const char *sbcs[] = {
	"ISO-8859-2", "ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6",
	"ISO-8859-7", "ISO-8859-8", "ISO-8859-9", "ISO-8859-10", "ISO-8859-11",
	"ISO-8859-13", "ISO-8859-14", "ISO-8859-15", "ISO-8859-16",
	"CP1250", "CP1251", "CP1252", "CP1253", "CP1254", "CP1255", "CP1256",
	"CP1257", "CP1258", "CP874", "KOI8-R", "KOI8-U", "CP437", "CP850",
	"CP866", "MACINTOSH",
};

/* Decodes the n bytes at s in charset cs; the code point, 0 if invalid
   or more than one character. */
static unsigned decode(iconv_t cd, const unsigned char *s, size_t n)
{
	unsigned out[4];
	char *in = (char *)s, *o = (char *)out;
	size_t il = n, ol = sizeof out;

	iconv(cd, 0, 0, 0, 0);
	/* CP1255 and CP1258 hold a base letter back until they know whether
	   a combining mark follows: the second call flushes it. */
	if (iconv(cd, &in, &il, &o, &ol) == (size_t)-1 || il ||
	    iconv(cd, 0, 0, &o, &ol) == (size_t)-1 || ol != sizeof out - 4)
		return 0;
	return out[0];
}

/* How c is written in cs, as a big-endian number of up to 3 bytes; 0 if
   it cannot be. */
static unsigned encode(iconv_t cd, unsigned c)
{
	unsigned char out[8];
	char *in = (char *)&c, *o = (char *)out;
	size_t il = 4, ol = sizeof out, n;
	unsigned v = 0;

	iconv(cd, 0, 0, 0, 0);
	if (iconv(cd, &in, &il, &o, &ol) == (size_t)-1 || il)
		return 0;
	n = sizeof out - ol;
	for (size_t i = 0; i < n; i++)
		v = v << 8 | out[i];
	return v;
}

static iconv_t open_or_die(const char *to, const char *from)
{
	iconv_t cd = iconv_open(to, from);
	if (cd == (iconv_t)-1) {
		fprintf(stderr, "gen-iconv: no %s -> %s\n", from, to);
		exit(1);
	}
	return cd;
}

static void row(const unsigned short *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		printf("%s0x%04x,%s", i % 8 ? " " : "\t", v[i], i % 8 == 7 || i == n - 1 ? "\n" : "");
}

static void __attribute__((unused)) row_u(const unsigned *v, size_t n)
{
	unsigned short w[64];
	for (size_t i = 0; i < n; i++)
		w[i] = v[i];
	row(w, n);
}

struct tab { const unsigned short *v; int lo, hi, ntrail; const int *tr; int ntr; };
static struct tab tabs[5];
static int ntabs;

/* The double-byte tables: lead bytes lo..hi, trail bytes from the ranges
   in tr (pairs, inclusive), read off charset cs (after byte pre if not
   0).  What a character set reads differently from its table is listed
   with the set (mbcs below). */
static char desc[4096];

static void dbcs(const char *id, const char *name, const char *cs, int pre, int lo, int hi,
		 const int *tr, int ntr)
{
	iconv_t dc = open_or_die("UCS-4LE", cs);
	int ntrail = 0, n = 0;
	unsigned short *v;

	for (int k = 0; k < ntr; k += 2)
		ntrail += tr[k + 1] - tr[k] + 1;
	v = calloc((size_t)(hi - lo + 1) * ntrail, sizeof *v);
	for (int a = lo; a <= hi; a++)
		for (int k = 0; k < ntr; k += 2)
			for (int b = tr[k]; b <= tr[k + 1]; b++, n++) {
				unsigned char s[3] = { pre, a, b };
				unsigned c = decode(dc, pre ? s : s + 1, pre ? 3 : 2);
				if (c > 0xffff) {
					fprintf(stderr, "gen-iconv: %s %02x%02x -> U+%X beyond the BMP\n", cs, a, b, c);
					exit(1);
				}
				v[n] = c;
			}
	printf("\n/* %s: lead bytes 0x%02x-0x%02x, %d trail bytes each */\n", cs, lo, hi, ntrail);
	printf("static const unsigned short %s[%d] = {\n", name, n);
	row(v, n);
	printf("};\n");
	snprintf(desc + strlen(desc), sizeof desc - strlen(desc),
		 "\t[%s] = { %s, 0x%02x, 0x%02x, %d, {", id, name, lo, hi, ntrail);
	for (int k = 0; k < ntr; k++)
		snprintf(desc + strlen(desc), sizeof desc - strlen(desc), " 0x%02x,", tr[k]);
	snprintf(desc + strlen(desc), sizeof desc - strlen(desc), " 0 } },\n");
	tabs[ntabs++] = (struct tab){ v, lo, hi, ntrail, tr, ntr };
	iconv_close(dc);
}

/* The host's reading of a code; 0xffff if it is invalid, 0xfffe if the
   input ended inside it. */
static unsigned classify(iconv_t cd, const unsigned char *s, size_t n)
{
	unsigned out[4];
	char *in = (char *)s, *o = (char *)out;
	size_t il = n, ol = sizeof out;

	iconv(cd, 0, 0, 0, 0);
	if (iconv(cd, &in, &il, &o, &ol) == (size_t)-1)
		return errno == EINVAL ? 0xfffe : 0xffff;
	if (il || ol != sizeof out - 4)
		return 0xffff;
	return out[0];
}

/* Table t's character for the code a, b of set set (weft's own mapping,
   as in src/iconv/__iconv_mb.c), or 0xffff. */
static unsigned in_table(int t, unsigned a, unsigned b)
{
	const struct tab *d = &tabs[t];
	int off = 0;

	if ((int)a < d->lo || (int)a > d->hi)
		return 0xffff;
	for (int k = 0; k < d->ntr; k += 2) {
		if ((int)b >= d->tr[k] && (int)b <= d->tr[k + 1]) {
			unsigned c = d->v[(a - d->lo) * d->ntrail + off + b - d->tr[k]];
			return c ? c : 0xffff;
		}
		off += d->tr[k + 1] - d->tr[k] + 1;
	}
	return 0xffff;
}
enum { EUCJP, SJIS, EUCKR, UHC, EUCCN, GBK, BIG5, CP932, GB18030 };
enum { T0208, T0212, TUHC, TGBK, TBIG5 };

/* What weft reads at a, b (and c after EUC-JP's 0x8f) before the
   exceptions: 0xfffe if it needs a third byte. */
static unsigned natural(int set, unsigned a, unsigned b, unsigned c)
{
	unsigned r;

	switch (set) {
	case EUCJP:
		if (a == 0x8e)
			return b >= 0xa1 && b <= 0xdf ? 0xff61 + b - 0xa1 : 0xffff;
		if (a == 0x8f) {
			if (b < 0xa1 || b > 0xfe)
				return 0xffff;
			if (c <= 0xff)
				return in_table(T0212, b, c);
			/* Rows 1 and 78-94 are invalid from their second byte
			   on (as glibc). */
			return b == 0xa1 || b >= 0xee ? 0xffff : 0xfffe;
		}
		return in_table(T0208, a, b);
	case CP932:
		/* Ten lead bytes of user-defined characters, in order from
		   the start of the private use area. */
		if (a >= 0xf0 && a <= 0xf9)
			return b < 0x40 || b > 0xfc || b == 0x7f ? 0xffff :
			       0xe000 + (a - 0xf0) * 188 + b - 0x40 - (b > 0x7f);
		/* fall through */
	case SJIS:
		if (a >= 0x81 && a <= 0x9f)
			r = 2 * (a - 0x81);
		else if (a >= 0xe0 && a <= 0xef)
			r = 2 * (a - 0xc1);
		else
			return 0xffff;
		if (b >= 0x40 && b <= 0x7e)
			b -= 0x40;
		else if (b >= 0x80 && b <= 0x9e)
			b -= 0x41;
		else if (b >= 0x9f && b <= 0xfc)
			r++, b -= 0x9f;
		else
			return 0xffff;
		return in_table(T0208, 0xa1 + r, 0xa1 + b);
	case EUCKR:
	case EUCCN:
		if (a < 0xa1 || b < 0xa1 || b > 0xfe)
			return 0xffff;
		return in_table(set == EUCKR ? TUHC : TGBK, a, b);
	case UHC:
		return in_table(TUHC, a, b);
	case GB18030:
		/* A digit second: a four-byte code (gb4 below). */
		if (b >= 0x30 && b <= 0x39)
			return c <= 0xff ? 0xffff : 0xfffe;
		return in_table(TGBK, a, b);
	case GBK:
		return in_table(TGBK, a, b);
	default:
		return in_table(TBIG5, a, b);
	}
}

/* GB18030's four-byte codes for the BMP: linear numbers 0-39419 (b1 0x81-0x84,
   b2 0x30-0x39, b3 0x81-0xfe, b4 0x30-0x39), read off the host and cut into
   runs of consecutive characters (0: numbers that read as nothing). */
#define GB4_N 39420
static unsigned gb4_char[GB4_N];
static unsigned gb4_run[512][2], ngb4;

static unsigned gb4_code(unsigned lin)
{
	return (0x81 + lin / 12600) << 24 | (0x30 + lin / 1260 % 10) << 16 |
	       (0x81 + lin / 10 % 126) << 8 | (0x30 + lin % 10);
}

static void gb4(void)
{
	iconv_t dc = open_or_die("UCS-4LE", "GB18030");
	static unsigned char by_char[512];
	unsigned n;

	for (unsigned l = 0; l < GB4_N; l++) {
		unsigned code = gb4_code(l);
		unsigned char s[4] = { code >> 24, code >> 16, code >> 8, code };
		/* (U+FFFE and U+FFFF are characters here: not classify) */
		unsigned c = decode(dc, s, 4);
		if (c > 0xffff) {
			fprintf(stderr, "gen-iconv: GB18030 %08x -> U+%X beyond the BMP\n", code, c);
			exit(1);
		}
		gb4_char[l] = c;
		if (!l || (c ? c != gb4_char[l - 1] + 1 || !gb4_char[l - 1] : gb4_char[l - 1] != 0)) {
			if (ngb4 == 512) {
				fprintf(stderr, "gen-iconv: GB18030: too many runs\n");
				exit(1);
			}
			gb4_run[ngb4][0] = l, gb4_run[ngb4++][1] = c;
		}
	}
	/* The runs that hold characters, in the order of their first. */
	n = 0;
	for (unsigned i = 0; i < ngb4; i++)
		if (gb4_run[i][1]) {
			unsigned j = n++;
			for (; j > 0 && gb4_run[by_char[j - 1]][1] > gb4_run[i][1]; j--)
				by_char[j] = by_char[j - 1];
			by_char[j] = i;
		}
	printf("\n/* GB18030's four-byte codes for the BMP: runs of consecutive linear\n"
	       "   numbers and characters ({first number, its character or 0 for none}),\n"
	       "   each up to the next; then the runs with characters in their order. */\n");
	printf("hidden const unsigned short __iconv_gb4[%u][2] = {\n", ngb4 + 1);
	for (unsigned i = 0; i < ngb4; i++)
		printf("\t{ %u, 0x%04x },\n", gb4_run[i][0], gb4_run[i][1]);
	printf("\t{ %u, 0 },\n};\n", GB4_N);
	printf("hidden const unsigned char __iconv_gb4_by_char[%u] = {\n", n);
	for (unsigned i = 0; i < n; i++)
		printf("%s%u,%s", i % 12 ? " " : "\t", by_char[i], i % 12 == 11 || i == n - 1 ? "\n" : "");
	printf("};\n");
	iconv_close(dc);
}

/* The four-byte code weft writes for c when it has no shorter one. */
static unsigned gb4_encode(unsigned c)
{
	for (unsigned l = 0; l < GB4_N; l++)
		if (gb4_char[l] == c)
			return gb4_code(l);
	return 0;
}

static char mdesc[32768];

/* A multi-byte set: its single bytes, and where the host reads or writes
   otherwise than the tables and weft's rules would. */
static void mbcs(int set, const char *name, const char *cs)
{
	iconv_t dc = open_or_die("UCS-4LE", cs), ec = open_or_die(cs, "UCS-4LE");
	unsigned short single[256];
	static unsigned best[0x10000], dec[8192][2], enc[8192][2], wide[8][2];
	unsigned ndec = 0, nenc = 0, nwide = 0;

	memset(best, 0, sizeof best);
	for (unsigned a = 0; a < 256; a++) {
		unsigned char s = a;
		single[a] = classify(dc, &s, 1);
		if (single[a] < 0xfffe && !best[single[a]] && a)
			best[single[a]] = a;
	}
	for (unsigned a = 0x80; a < 256; a++) {
		if (single[a] != 0xfffe)
			continue;
		for (unsigned b = 0; b < 256; b++) {
			unsigned char s[3] = { a, b };
			unsigned g = classify(dc, s, 2), w = natural(set, a, b, 0x100);
			if (g == 0xfffe && w == 0xfffe) {
				for (unsigned c = 0; c < 256; c++) {
					s[2] = c;
					g = classify(dc, s, 3);
					w = natural(set, a, b, c);
					if (g == 0xfffe)
						g = 0xffff;
					if (g != w)
						dec[ndec][0] = a << 16 | b << 8 | c, dec[ndec++][1] = g;
					if (g < 0xfffe && !best[g])
						best[g] = a << 16 | b << 8 | c;
				}
				continue;
			}
			if (g == 0xfffe || w == 0xfffe) {
				fprintf(stderr, "gen-iconv: %s %02x%02x: host %x, weft %x\n", cs, a, b, g, w);
				exit(1);
			}
			if (g != w && g > 0xffff) {
				/* GB18030 reads six codes as characters above the
				   BMP: a list of their own. */
				if (set != GB18030 || nwide == 8) {
					fprintf(stderr, "gen-iconv: %s %02x%02x -> U+%X\n", cs, a, b, g);
					exit(1);
				}
				wide[nwide][0] = a << 8 | b, wide[nwide++][1] = g;
			} else if (g != w)
				dec[ndec][0] = a << 8 | b, dec[ndec++][1] = g;
			if (g < 0xfffe && (!best[g] || best[g] > (a << 8 | b)))
				best[g] = a << 8 | b;
		}
		if (ndec > 8000) {
			fprintf(stderr, "gen-iconv: %s: too many exceptions\n", cs);
			exit(1);
		}
	}
	for (unsigned c = 1; c < 0x10000; c++) {
		unsigned g = encode(ec, c), w = best[c];
		if (!w && set == GB18030)
			w = gb4_encode(c);
		if (g != w)
			enc[nenc][0] = c, enc[nenc++][1] = g;
	}
	printf("\n/* %s */\n", cs);
	for (unsigned i = 0; i < ndec; i++)
		if (dec[i][0] > 0xffff) {
			fprintf(stderr, "gen-iconv: %s: a 3-byte exception %x %x\n", cs, dec[i][0], dec[i][1]);
			exit(1);
		}
	for (unsigned i = 0; i < nenc; i++)
		if (enc[i][1] > 0xffff) {
			fprintf(stderr, "gen-iconv: %s: a 3-byte exception %x %x\n", cs, enc[i][0], enc[i][1]);
			exit(1);
		}
	if (nwide) {
		printf("hidden const unsigned __iconv_gb_wide[%u][2] = {\n", nwide);
		for (unsigned i = 0; i < nwide; i++)
			printf("\t{ 0x%x, 0x%x },\n", wide[i][0], wide[i][1]);
		printf("};\n");
	}
	if (ndec) {
		printf("static const unsigned short %s_dec[%u][2] = {\n", name, ndec);
		for (unsigned i = 0; i < ndec; i++)
			printf("\t{ 0x%x, 0x%04x },\n", dec[i][0], dec[i][1]);
		printf("};\n");
	}
	if (nenc) {
		printf("static const unsigned short %s_enc[%u][2] = {\n", name, nenc);
		for (unsigned i = 0; i < nenc; i++)
			printf("\t{ 0x%04x, 0x%x },\n", enc[i][0], enc[i][1]);
		printf("};\n");
	}
	snprintf(mdesc + strlen(mdesc), sizeof mdesc - strlen(mdesc), "\t/* %s */\n\t{ {\n", cs);
	for (unsigned i = 0; i < 256; i++)
		snprintf(mdesc + strlen(mdesc), sizeof mdesc - strlen(mdesc), "%s0x%04x,%s",
			 i % 8 ? " " : "\t\t", single[i], i % 8 == 7 ? "\n" : "");
	snprintf(mdesc + strlen(mdesc), sizeof mdesc - strlen(mdesc), "\t}, %s%s, %s%s, %u, %u },\n",
		 ndec ? name : "0", ndec ? "_dec" : "", nenc ? name : "0", nenc ? "_enc" : "", ndec, nenc);
	iconv_close(dc);
	iconv_close(ec);
}

int main(void)
{
	static const int x94[] = { 0xa1, 0xfe };
	static const int uhc[] = { 0x41, 0x5a, 0x61, 0x7a, 0x81, 0xfe };
	static const int gbk[] = { 0x40, 0x7e, 0x80, 0xfe };
	static const int big5[] = { 0x40, 0x7e, 0xa1, 0xfe };
	unsigned n = sizeof sbcs / sizeof sbcs[0];

	printf("/* Generated by tools/gen-iconv.c from glibc 2.36's iconv; do not edit. */\n");
	printf("#include \"iconv_impl.h\"\n\n");
	printf("/* Bytes 0x80-0xff of the single-byte sets, in __IC_* order; 0: no character. */\n");
	printf("hidden const unsigned short __iconv_sb[%u][128] = {\n", n);
	for (unsigned k = 0; k < n; k++) {
		iconv_t dc = open_or_die("UCS-4LE", sbcs[k]);
		unsigned short v[128];
		for (int b = 0; b < 0x80; b++) {
			unsigned char s = b;
			if (decode(dc, &s, 1) != (unsigned)b) {
				fprintf(stderr, "gen-iconv: %s is not ASCII at %02x\n", sbcs[k], b);
				return 1;
			}
		}
		for (int b = 0x80; b < 0x100; b++) {
			unsigned char s = b;
			v[b - 0x80] = decode(dc, &s, 1);
		}
		printf("\t/* %s */\n\t{\n", sbcs[k]);
		row(v, 128);
		printf("\t},\n");
		iconv_close(dc);
	}
	printf("};\n");
	dbcs("__ICT_JIS0208", "jis0208", "EUC-JP", 0, 0xa1, 0xfe, x94, 2);
	dbcs("__ICT_JIS0212", "jis0212", "EUC-JP", 0x8f, 0xa1, 0xfe, x94, 2);
	dbcs("__ICT_UHC", "uhc", "CP949", 0, 0x81, 0xfe, uhc, 6);
	dbcs("__ICT_GBK", "gbk", "GBK", 0, 0x81, 0xfe, gbk, 4);
	dbcs("__ICT_BIG5", "big5", "BIG5", 0, 0xa1, 0xf9, big5, 4);
	printf("\nhidden const struct __iconv_dbcs __iconv_dbcs[__ICT_N] = {\n%s};\n", desc);
	mbcs(EUCJP, "eucjp", "EUC-JP");
	mbcs(SJIS, "sjis", "SHIFT_JIS");
	mbcs(EUCKR, "euckr", "EUC-KR");
	mbcs(UHC, "uhc", "CP949");
	mbcs(EUCCN, "euccn", "EUC-CN");
	mbcs(GBK, "gbk", "GBK");
	mbcs(BIG5, "big5", "BIG5");
	mbcs(CP932, "cp932", "CP932");
	gb4();
	mbcs(GB18030, "gb18030", "GB18030");
	printf("\n/* The multi-byte sets in __IC_* order: each byte alone (0xfffe: the first\n"
	       "   of several, 0xffff: invalid), and the exceptions to the tables. */\n");
	printf("hidden const struct __iconv_mbcs __iconv_mbcs[__IC_END - __IC_SB_END] = {\n%s};\n", mdesc);
	return 0;
}
