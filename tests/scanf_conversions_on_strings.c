/* sscanf: every conversion, widths, length modifiers, suppression, %n,
   scan sets, literal and white-space directives, and the return value
   (EOF only for input failure before the first conversion). */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include "check.h"

int main(void)
{
	int a = -1, b = -1, c = -1, n = -1, m = -1;
	unsigned u;
	long l;
	long long ll;
	short h;
	signed char hh;
	unsigned char uhh;
	intmax_t j;
	size_t z;
	ptrdiff_t t;
	char s1[32], s2[32], ch[8];
	float f;
	double d;
	long double ld;
	void *p;

	CHECK_EQ(sscanf("12 -34 +56", "%d%d%d", &a, &b, &c), 3);
	CHECK_EQ(a, 12); CHECK_EQ(b, -34); CHECK_EQ(c, 56);
	CHECK_EQ(sscanf("0x1f 017 10", "%i %i %i", &a, &b, &c), 3);
	CHECK_EQ(a, 31); CHECK_EQ(b, 15); CHECK_EQ(c, 10);
	CHECK_EQ(sscanf("ff FF 0x10 777", "%x %X %x %o", &a, &b, &c, &u), 4);
	CHECK_EQ(a, 255); CHECK_EQ(b, 255); CHECK_EQ(c, 16); CHECK_EQ(u, 511);
	CHECK_EQ(sscanf("4294967295 -1", "%u %u", &u, &a), 2);
	CHECK_EQ(u, 4294967295u); CHECK_EQ(a, -1);

	/* widths */
	CHECK_EQ(sscanf("123456", "%2d%3d%d", &a, &b, &c), 3);
	CHECK_EQ(a, 12); CHECK_EQ(b, 345); CHECK_EQ(c, 6);
	CHECK_EQ(sscanf("abcdef", "%3s%2s", s1, s2), 2);
	CHECK_STR(s1, "abc"); CHECK_STR(s2, "de");
	CHECK_EQ(sscanf("-12", "%2d%d", &a, &b), 2);
	CHECK_EQ(a, -1); CHECK_EQ(b, 2);
	CHECK_EQ(sscanf("3.14159", "%4f%lf", &f, &d), 2);
	CHECK(f == 3.14f); CHECK(d == 159.0);

	/* length modifiers */
	CHECK_EQ(sscanf("-5 300 70000 9000000000 -9000000000000000000", "%hhd %hhu %hd %ld %lld", &hh, &uhh, &h, &l, &ll), 5);
	CHECK_EQ(hh, -5); CHECK_EQ(uhh, 300 & 255); CHECK_EQ(h, (short)70000);
	CHECK_EQ(l, 9000000000L); CHECK_EQ(ll, -9000000000000000000LL);
	CHECK_EQ(sscanf("1 2 3 4", "%jd %zu %td %qd", &j, &z, &t, &ll), 4);
	CHECK_EQ(j, 1); CHECK_EQ(z, 2); CHECK_EQ(t, 3); CHECK_EQ(ll, 4);

	/* floats: every conversion letter, hex, inf, nan, long double */
	CHECK_EQ(sscanf("1.5 2e3 -0x1.8p1 inf 1E-2 7", "%f %e %a %g %E %G", &f, &f, &f, &f, &f, &f), 6);
	CHECK(f == 7.0f);
	CHECK_EQ(sscanf("1.5 2e3 -0x1.8p1", "%lf %le %la", &d, &d, &d), 3);
	CHECK(d == -3.0);
	CHECK_EQ(sscanf("-inf nan 0.1", "%lf %f %Lf", &d, &f, &ld), 3);
	CHECK(d == -__builtin_inf()); CHECK(f != f); CHECK(ld == 0.1L);
	CHECK_EQ(sscanf("2.4703282292062328e-324", "%lg", &d), 1);
	{ unsigned long long bits; memcpy(&bits, &d, 8); CHECK_EQ(bits, 1); }
	CHECK_EQ(sscanf("1.00000005960464477539930740963", "%f", &f), 1);
	CHECK(f == 1.00000011920928955078125f);

	/* strings, chars, scan sets */
	CHECK_EQ(sscanf("  hello world", "%s%s", s1, s2), 2);
	CHECK_STR(s1, "hello"); CHECK_STR(s2, "world");
	memset(ch, 'x', sizeof ch);
	CHECK_EQ(sscanf(" ab", "%c%2c", ch, ch + 1), 2);
	CHECK_EQ(ch[0], ' '); CHECK_EQ(ch[1], 'a'); CHECK_EQ(ch[2], 'b'); CHECK_EQ(ch[3], 'x');
	CHECK_EQ(sscanf("abc123def", "%[a-c]%[0-9]%s", s1, s2, ch), 3);
	CHECK_STR(s1, "abc"); CHECK_STR(s2, "123"); CHECK_STR(ch, "def");
	CHECK_EQ(sscanf("]]x-y", "%[]]%[-x]", s1, s2), 2);
	CHECK_STR(s1, "]]"); CHECK_STR(s2, "x-");
	CHECK_EQ(sscanf("key=value;rest", "%[^=]=%[^;];%s", s1, s2, ch), 3);
	CHECK_STR(s1, "key"); CHECK_STR(s2, "value"); CHECK_STR(ch, "rest");
	CHECK_EQ(sscanf("aaaa", "%2[a]", s1), 1);
	CHECK_STR(s1, "aa");
	CHECK_EQ(sscanf("a-b", "%[a-]", s1), 1);
	CHECK_STR(s1, "a-");
	CHECK_EQ(sscanf("xyz", "%[a-c]", s1), 0);

	/* suppression, %n, %% and literals */
	CHECK_EQ(sscanf("10 20 30", "%*d %d %n%d", &a, &n, &b), 2);
	CHECK_EQ(a, 20); CHECK_EQ(n, 6); CHECK_EQ(b, 30);
	CHECK_EQ(sscanf("abc", "%*s%n", &n), 0);
	CHECK_EQ(n, 3);
	CHECK_EQ(sscanf("50% done", "%d%% %s", &a, s1), 2);
	CHECK_EQ(a, 50); CHECK_STR(s1, "done");
	CHECK_EQ(sscanf("x=1,y=2", "x=%d,y=%d", &a, &b), 2);
	CHECK_EQ(a, 1); CHECK_EQ(b, 2);
	CHECK_EQ(sscanf("x=1;y=2", "x=%d,y=%d", &a, &b), 1);
	a = 7;
	CHECK_EQ(sscanf("  12   ", "%d %n", &a, &n), 1);
	CHECK_EQ(n, 7);
	short hn; signed char hhn; long ln;
	CHECK_EQ(sscanf("abcd", "ab%hncd%hhn%ln", &hn, &hhn, &ln), 0);
	CHECK_EQ(hn, 2); CHECK_EQ(hhn, 4); CHECK_EQ(ln, 4);

	/* pointers */
	CHECK_EQ(sscanf("0x1234abcd", "%p", &p), 1);
	CHECK(p == (void *)0x1234abcd);

	/* return values: EOF, matching failure, partial */
	CHECK_EQ(sscanf("", "%d", &a), EOF);
	CHECK_EQ(sscanf("   ", "%d", &a), EOF);
	CHECK_EQ(sscanf("", "%s", s1), EOF);
	CHECK_EQ(sscanf("a", "a%d", &a), EOF);
	CHECK_EQ(sscanf("abc", "%d", &a), 0);
	CHECK_EQ(sscanf("-", "%d", &a), 0);
	CHECK_EQ(sscanf("1", "%d %d", &a, &b), 1);
	CHECK_EQ(sscanf("1 x", "%d %d", &a, &b), 1);
	CHECK_EQ(sscanf("abc", "abd"), 0);
	CHECK_EQ(sscanf(".", "%f", &f), 0);
	m = 0;
	CHECK_EQ(sscanf("5", "%*d%n", &m), 0);
	CHECK_EQ(m, 1);

	/* positional arguments */
	CHECK_EQ(sscanf("1 2", "%2$d %1$d", &a, &b), 2);
	CHECK_EQ(a, 2); CHECK_EQ(b, 1);
	return 0;
}
