/* swscanf under C.UTF-8: every conversion with its length modifiers,
   non-ASCII text stored as wchar_t (%ls %lc %l[) or as UTF-8 bytes (%s %c
   %[), widths counted in wide characters, wide scansets with ranges, %n in
   wide characters, %m allocation, and the return values (EOF only for an
   input failure before the first conversion). */
#include <errno.h>
#include <locale.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>
#include "check.h"

#define CHECK_WSTR(a, b) CHECK(!wcscmp((a), (b)))

int main(void)
{
	int i = 0, j = 0, k = 0, n = -1;
	unsigned u = 0;
	long l = 0;
	long long ll = 0;
	unsigned long long ull = 0;
	short h = 0;
	signed char hh = 0;
	unsigned char uhh = 0;
	intmax_t im = 0;
	size_t z = 0;
	ptrdiff_t t = 0;
	float f = 0;
	double d = 0;
	long double ld = 0;
	void *ptr = 0;
	char cb[64];
	wchar_t wb[32], wb2[32];
	char *cp = 0;
	wchar_t *wp = 0;

	if (!setlocale(LC_ALL, "C.UTF-8"))
		t_skip("no C.UTF-8 locale");

	/* Integers in every base, with the length modifiers. */
	CHECK_EQ(swscanf(L"42 -17 0x1f 010 ff 777 4294967295",
			 L"%d %i %i %i %x %lo %llu", &i, &j, &k, &n, &u, &l, &ull), 7);
	CHECK_EQ(i, 42); CHECK_EQ(j, -17); CHECK_EQ(k, 31); CHECK_EQ(n, 8);
	CHECK_EQ(u, 255); CHECK_EQ(l, 0777); CHECK_EQ(ull, 4294967295u);
	CHECK_EQ(swscanf(L"4294967295", L"%u", &u), 1);
	CHECK_EQ(u, 4294967295u);
	CHECK_EQ(swscanf(L"-9223372036854775808 18446744073709551615 0X7fffFFFF",
			 L"%lld %llu %lX", &ll, &ull, &l), 3);
	CHECK(ll == INT64_MIN); CHECK(ull == UINT64_MAX); CHECK_EQ(l, 0x7fffffff);
	CHECK_EQ(swscanf(L"-300 300 255 -1", L"%hd %hhd %hhu %hhu", &h, &hh, &uhh, &uhh), 4);
	CHECK_EQ(h, -300); CHECK_EQ(hh, 44); CHECK_EQ(uhh, 255);
	CHECK_EQ(swscanf(L"-5 6 -7", L"%jd %zu %td", &im, &z, &t), 3);
	CHECK_EQ(im, -5); CHECK_EQ(z, 6); CHECK_EQ(t, -7);
	/* A non-ASCII character ends a number and is left for what follows. */
	CHECK_EQ(swscanf(L"12€34", L"%d€%d", &i, &j), 2);
	CHECK_EQ(i, 12); CHECK_EQ(j, 34);
	CHECK_EQ(swscanf(L"0x12345678", L"%p", &ptr), 1);
	CHECK(ptr == (void *)0x12345678);

	/* Floating point. */
	CHECK_EQ(swscanf(L"3.5 -1e-3 0x1p4 2.5E1 inf", L"%f %le %la %LG %lF", &f, &d, &d, &ld, &d), 5);
	CHECK(f == 3.5f); CHECK(ld == 25.0L); CHECK(d > 1e308);
	CHECK_EQ(swscanf(L"-0x1.8p1 nan", L"%lA %lf", &d, &d), 2);
	CHECK(d != d);
	CHECK_EQ(swscanf(L"1e-3", L"%lg", &d), 1);
	CHECK(d == 1e-3);
	CHECK_EQ(swscanf(L"0x1.8p1", L"%lE", &d), 1);
	CHECK(d == 3.0);

	/* Strings: wide and multibyte targets, widths in wide characters. */
	CHECK_EQ(swscanf(L"héllo wörld", L"%ls %s", wb, cb), 2);
	CHECK_WSTR(wb, L"héllo");
	CHECK_STR(cb, "w\xc3\xb6rld");
	CHECK_EQ(swscanf(L"日本語テキスト", L"%2ls%3s%n", wb, cb, &n), 2);
	CHECK_WSTR(wb, L"日本");
	CHECK_STR(cb, "語テキ");
	CHECK_EQ(n, 5);
	memset(cb, 'x', sizeof cb);
	wmemset(wb, L'x', 32);
	CHECK_EQ(swscanf(L"αβγ δε", L"%3c%2lc", cb, wb), 2);  /* no terminator */
	CHECK(!memcmp(cb, "αβγ", 6)); CHECK_EQ(cb[6], 'x');
	CHECK_EQ(wb[0], L' '); CHECK_EQ(wb[1], L'δ'); CHECK_EQ(wb[2], L'x');
	CHECK_EQ(swscanf(L"Ω", L"%lc", wb), 1);
	CHECK_EQ(wb[0], L'Ω');
	CHECK_EQ(swscanf(L"Ω", L"%c%n", cb, &n), 1);
	CHECK(!memcmp(cb, "Ω", 2)); CHECK_EQ(n, 1);

	/* Scansets: ranges of wide characters, negation, ']' first. */
	CHECK_EQ(swscanf(L"αβγABCд", L"%l[α-ω]%[A-Z]%ls", wb, cb, wb2), 3);
	CHECK_WSTR(wb, L"αβγ");
	CHECK_STR(cb, "ABC");
	CHECK_WSTR(wb2, L"д");
	CHECK_EQ(swscanf(L"ключ,значение", L"%[^,],%l[^,]", cb, wb), 2);
	CHECK_STR(cb, "ключ");
	CHECK_WSTR(wb, L"значение");
	CHECK_EQ(swscanf(L"]]-a-b", L"%l[]-]%n", wb, &n), 1);
	CHECK_WSTR(wb, L"]]-");
	CHECK_EQ(n, 3);
	CHECK_EQ(swscanf(L"a-b", L"%l[a-]", wb), 1);            /* '-' last */
	CHECK_WSTR(wb, L"a-");
	CHECK_EQ(swscanf(L"ñññx", L"%2l[ñ]", wb), 1);
	CHECK_WSTR(wb, L"ññ");
	CHECK_EQ(swscanf(L"xyz", L"%l[abc]", wb), 0);

	/* %n, %%, suppression, literal text. */
	CHECK_EQ(swscanf(L"ξ 100% done", L"%*lc %d%% %n%*s%n", &i, &j, &k), 1);
	CHECK_EQ(i, 100); CHECK_EQ(j, 7); CHECK_EQ(k, 11);
	CHECK_EQ(swscanf(L"x=1, ä=2", L"x=%d, ä=%d", &i, &j), 2);
	CHECK_EQ(j, 2);
	CHECK_EQ(swscanf(L"1 2", L"%*d %d", &i), 1);
	CHECK_EQ(i, 2);
	CHECK_EQ(swscanf(L"7 8", L"%2$d %1$d", &i, &j), 2);
	CHECK_EQ(i, 8); CHECK_EQ(j, 7);

	/* Wide white space, when the locale has it, is skipped like ' '. */
	if (iswspace(0x3000)) {
		CHECK_EQ(swscanf(L"1\x3000" L"2\x3000" L"x", L"%d%d %lc", &i, &j, wb), 3);
		CHECK_EQ(j, 2); CHECK_EQ(wb[0], L'x');
	}

	/* %m allocates, for both kinds of string. */
	CHECK_EQ(swscanf(L"grüße 世界!", L"%ms %ml[^!]", &cp, &wp), 2);
	CHECK(cp != 0 && wp != 0);
	CHECK_STR(cp, "grüße");
	CHECK_WSTR(wp, L"世界");
	free(cp);
	free(wp);
	cp = 0;
	CHECK_EQ(swscanf(L"ααααααααααααααααααααααααααααααααααααααααα", L"%ms", &cp), 1);
	CHECK_EQ(strlen(cp), 82);
	free(cp);

	/* Failures and return values. */
	CHECK_EQ(swscanf(L"", L"%d", &i), EOF);
	CHECK_EQ(swscanf(L"   ", L"%ls", wb), EOF);
	CHECK_EQ(swscanf(L"abc", L"%d", &i), 0);
	CHECK_EQ(swscanf(L"-", L"%d", &i), 0);
	CHECK_EQ(swscanf(L"12 abc", L"%d %d", &i, &j), 1);
	CHECK_EQ(swscanf(L"12", L"%d %d", &i, &j), 1);
	CHECK_EQ(swscanf(L"a1", L"b%d", &i), 0);
	CHECK_EQ(swscanf(L"", L"x%d", &i), EOF);
	CHECK_EQ(swscanf(L"", L"%n", &i), 0);
	CHECK_EQ(swscanf(L"€", L"%d", &i), 0);
	return 0;
}
