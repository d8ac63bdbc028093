/* Writes tests/data/strtod_cases.h: input strings for strtod, strtof and
   strtold with the results the host C library (glibc) gives: bits, errno
   (0 or ERANGE) and how many characters were consumed.

   Build and run with the host compiler:
     cc -O2 -o gen tests/tools/gen-strtod-cases.c && ./gen > tests/data/strtod_cases.h

   Inputs: random bit patterns printed with 17 (9, 21) significant digits
   and in hex; exact decimal expansions of points halfway between
   neighbouring values, and the same a hair above and below; hand-picked
   edge cases (denormals, overflow, long digit strings, partial parses). */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static void put_str(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '\t')
			fputs("\\t", stdout);
		else if (*s == '\n')
			fputs("\\n", stdout);
		else {
			if (*s == '"' || *s == '\\')
				putchar('\\');
			putchar(*s);
		}
	}
	putchar('"');
}

static void emit_d(const char *s)
{
	char *e;
	errno = 0;
	double d = strtod(s, &e);
	int er = errno;
	uint64_t b;
	memcpy(&b, &d, 8);
	printf("{");
	put_str(s);
	printf(", 0x%016llxull, %d, %d},\n", (unsigned long long)b, er == ERANGE, (int)(e - s));
}

static void emit_f(const char *s)
{
	char *e;
	errno = 0;
	float d = strtof(s, &e);
	int er = errno;
	uint32_t b;
	memcpy(&b, &d, 4);
	printf("{");
	put_str(s);
	printf(", 0x%08xu, %d, %d},\n", b, er == ERANGE, (int)(e - s));
}

static void emit_ld(const char *s)
{
	char *e;
	errno = 0;
	long double d = strtold(s, &e);
	int er = errno;
	uint64_t m;
	uint16_t se;
	memcpy(&m, &d, 8);
	memcpy(&se, (char *)&d + 8, 2);
	printf("{");
	put_str(s);
	printf(", 0x%016llxull, 0x%04x, %d, %d},\n", (unsigned long long)m, se, er == ERANGE, (int)(e - s));
}

/* Exact decimal of (odd) * 2^k, as "digits" or "0.000digits" or "digitsE". */
static char *exact(unsigned __int128 odd, int k)
{
	static unsigned char d[40000];
	static char out[40100];
	int n = 0, i, mul, times;

	for (unsigned __int128 v = odd; v; v /= 10)
		d[n++] = v % 10; /* little-endian digits */
	mul = k >= 0 ? 2 : 5;
	times = k >= 0 ? k : -k;
	while (times--) {
		int carry = 0;
		for (i = 0; i < n; i++) {
			int t = d[i] * mul + carry;
			d[i] = t % 10;
			carry = t / 10;
		}
		while (carry) {
			d[n++] = carry % 10;
			carry /= 10;
		}
	}
	/* value = digits * 10^(k < 0 ? k : 0) */
	char *p = out;
	for (i = n - 1; i >= 0; i--)
		*p++ = '0' + d[i];
	if (k < 0)
		p += sprintf(p, "e%d", k);
	*p = 0;
	return out;
}

/* s is an exact value "digits[eN]"; make one a hair above and below. */
static void variants(const char *s, void (*emit)(const char *))
{
	static char buf[41000];
	const char *e = strchr(s, 'e');
	size_t n = e ? (size_t)(e - s) : strlen(s);

	emit(s);
	/* above: append ".00000000000000000000001" to the integer digits */
	memcpy(buf, s, n);
	sprintf(buf + n, ".00000000000000000000001%s", e ? e : "");
	emit(buf);
	/* below: integer digits minus 1, then ".99999999999999999999" */
	memcpy(buf, s, n);
	buf[n] = 0;
	for (size_t i = n; i-- > 0;) {
		if (buf[i] != '0') {
			buf[i]--;
			break;
		}
		buf[i] = '9';
	}
	sprintf(buf + n, ".99999999999999999999%s", e ? e : "");
	emit(buf);
}

static const char *const manual[] = {
	"0", "-0", "+0", "0.0", "00000", ".0", "0.", "1", "-1", "1.", ".5", "-.5e1", "+.5E+1",
	"1e", "1e+", "1e-", "1E5x", "1.5e+3z", "0x", "0X", "0x.", "0xg", "0x.p1", "0x1p", "0x1p+",
	".", "-.", "-.e1", "e5", "+", "-", "", " ", "\t\n 12.5", " -0x1p-2",
	"inf", "INF", "-Inf", "infinity", "-INFINITY", "infinit", "infx", "in", "i",
	"nan", "NAN", "-nan", "nan()", "nan(123)", "nan(abc_XYZ09)", "nan(abc", "nan(a b)", "na",
	"0x1.8p3", "0x1p-1074", "0x1p-1075", "0x1.0000000000001p-1075", "0x1p-1076",
	"0x0.0000000000001p-1022", "0x1.fffffffffffffp-1023", "0x1.ffffffffffffffp-1023",
	"0x1.fffffffffffff8p-1023", "0x1.fffffffffffff7p-1023",
	"0x1.fffffffffffffp1023", "0x1.fffffffffffff7ffp1023", "0x1.fffffffffffff8p1023", "0x1p1024",
	"0x1.00000000000008p0", "0x1.00000000000008000000000000000001p0", "0x1.00000000000018p0",
	"0x1.00000000000007ffffffffffffffffffffffp0", "0x123456789abcdef0123456789p-50",
	"0x.8", "0x8.", "0xA.Bp-1", "0x000000000000000000000000001p0", "0x0.00000000000000000000001p100",
	"0x1p2147483648", "0x1p-2147483648", "0x1p99999999999999999999", "0x1p-99999999999999999999",
	"2.4703282292062327e-324", "2.4703282292062328e-324", "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
	"2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125001e-324",
	"4.9406564584124654e-324", "5e-324", "1e-400", "1e-4950", "1e-5000", "-1e-400",
	"2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
	"1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e309", "-1e309",
	"1e4932", "1.18973149535723176502e4932", "1.18973149535723176508e4932", "1e5000",
	"3.4028234663852886e38", "3.4028235677973366e38", "3.4028235677973367e38", "1e39",
	"1.17549435e-38", "1.4e-45", "7.006492321624085354618647916449580656401309709382578858785341419448955413429303e-46",
	"7.006492321624085354618647916449580656401309709382578858785341419448955413429304e-46",
	"9007199254740993", "9007199254740993.0000000000000000000000000000000001", "9007199254740992.9999999999999999999",
	"9007199254740995", "18014398509481985", "123456789012345678901234567890", "1e22", "1e23", "8.5e22",
	"0.1", "0.2", "0.3", "3.14159265358979323846264338327950288419716939937510",
	"00000000000000000000000000000000000000000000000000001.5", "0.000000000000000000000000000000000000000000001e45",
	"1000000000000000000000000000000000000000000000000000000000000000000000000e-73",
	"1e2147483647", "1e-2147483648", "1e99999999999999999999", "1e-99999999999999999999",
	"0e99999999999999", "0.0000000000000000000000000000e-99999999999999999999",
	"1.5e-45", "1.401298464324817070923729583289916131280e-45", "16777217", "16777217.000001", "33554435",
	"18446744073709551617", "36893488147419103233", "1.0000000000000000000542101086242752217003726400434970855712890625",
};

int main(void)
{
	char buf[128];
	int i;

	printf("/* Generated by tests/tools/gen-strtod-cases.c from the host C library. */\n");
	printf("struct dcase { const char *s; unsigned long long bits; int erange, len; };\n");
	printf("struct fcase { const char *s; unsigned bits; int erange, len; };\n");
	printf("struct ldcase { const char *s; unsigned long long m; unsigned short se; int erange, len; };\n");

	printf("static const struct dcase d_random[] = {\n");
	for (i = 0; i < 10000; i++) {
		uint64_t b = rnd();
		double d;
		if (i % 8 == 1)
			b &= 0x800fffffffffffffull; /* denormals */
		memcpy(&d, &b, 8);
		if (d != d || d - d != 0)
			continue;
		sprintf(buf, i % 16 == 3 ? "%a" : "%.17g", d);
		emit_d(buf);
	}
	printf("};\n");

	printf("static const struct dcase d_hard[] = {\n");
	for (i = 0; i < (int)(sizeof manual / sizeof *manual); i++)
		emit_d(manual[i]);
	for (i = 0; i < 900; i++) {
		/* halfway between m*2^e and (m+1)*2^e: (2m+1)*2^(e-1) */
		uint64_t m = rnd() & ((1ull << 53) - 1);
		int e;
		if (i % 3 == 0) {
			e = -1074;
			m &= (1ull << (rnd() % 52 + 1)) - 1; /* denormal */
		} else {
			m |= 1ull << 52;
			e = (int)(rnd() % 2046) - 1074;
			if (i % 3 == 2)
				e = (int)(rnd() % 200) - 100 - 52;
		}
		variants(exact(2 * m + 1, e - 1), emit_d);
	}
	printf("};\n");

	printf("static const struct fcase f_cases[] = {\n");
	for (i = 0; i < (int)(sizeof manual / sizeof *manual); i++)
		emit_f(manual[i]);
	for (i = 0; i < 3000; i++) {
		uint32_t b = (uint32_t)rnd();
		float f;
		if (i % 8 == 1)
			b &= 0x807fffff;
		memcpy(&f, &b, 4);
		if (f != f || f - f != 0)
			continue;
		sprintf(buf, i % 16 == 3 ? "%a" : i % 2 ? "%.9g" : "%.17g", f);
		emit_f(buf);
		if (i % 4 == 0) {
			/* a double rounding trap: the nearest double is a float halfway */
			uint32_t m = (b & 0x7fffff) | 0x800000;
			int e = (int)((b >> 23) & 0xff) - 150;
			if ((b >> 23 & 0xff) == 0)
				m = b & 0x7fffff, e = -149;
			variants(exact(2ull * m + 1, e - 1), emit_f);
		}
	}
	printf("};\n");

	printf("static const struct ldcase ld_cases[] = {\n");
	for (i = 0; i < (int)(sizeof manual / sizeof *manual); i++)
		emit_ld(manual[i]);
	for (i = 0; i < 1000; i++) {
		long double x;
		uint64_t m = rnd() | 1ull << 63;
		int e = (int)(rnd() % 32766) - 16382;
		if (i % 8 == 1)
			m >>= 1 + rnd() % 63, e = -16383; /* denormal */
		if (i % 2 == 0)
			e = (int)(rnd() % 400) - 200;
		uint16_t se = (uint16_t)(e + 16383) | (rnd() & 1 ? 0x8000 : 0);
		memcpy(&x, &m, 8);
		memcpy((char *)&x + 8, &se, 2);
		sprintf(buf, i % 16 == 3 ? "%La" : "%.21Lg", x);
		emit_ld(buf);
	}
	for (i = 0; i < 200; i++) {
		uint64_t m = rnd() | 1ull << 63;
		int e = (int)(rnd() % 400) - 200 - 63;
		if (i < 6)
			m >>= 1 + rnd() % 63, e = -16445;
		else if (i < 16)
			e = (int)(rnd() % 32766) - 16382 - 63;
		variants(exact(2 * (unsigned __int128)m + 1, e - 1), emit_ld);
	}
	printf("};\n");
	return 0;
}
