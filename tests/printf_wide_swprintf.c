/* swprintf/vswprintf: conversions, widths and precisions counted in wide
   characters (also for multibyte %s under C.UTF-8), %c through btowc,
   %lc/%ls taken as they are, %n in wide characters, positional
   arguments, literal non-ASCII format text, and truncation: -1 when the
   output and its terminator do not fit n (weft still terminates the
   array).  In the C locale a %s byte above 0x7f is EILSEQ. */
#include <errno.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "check.h"

#define CHECK_WSTR(a, b) CHECK(!wcscmp((a), (b)))
/* After a cut weft terminates the array where the output stopped (glibc
   leaves the last place as it was, unless n is 1). */
#ifdef __GLIBC__
#define CUT_END(b, i) ((void)0)
#else
#define CUT_END(b, i) CHECK_EQ((b)[i], 0)
#endif

static int vsw(wchar_t *s, size_t n, const wchar_t *fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vswprintf(s, n, fmt, ap);
	va_end(ap);
	return r;
}

int main(void)
{
	wchar_t b[64];
	int n = -1;

	CHECK_EQ(swprintf(b, 64, L"%d %5s|%-5ls|%c%lc %x %.3f %%", 42, "ab", L"cd", 'e',
			  (wint_t)L'f', 255, 1.5), 28);
	CHECK_WSTR(b, L"42    ab|cd   |ef ff 1.500 %");
	CHECK_EQ(swprintf(b, 64, L"%*d|%-*d|%.*ls|%05d|%+.2e", 4, 7, 3, 8, 2, L"xyz", -12, 1e3), 27);
	CHECK_WSTR(b, L"   7|8  |xy|-0012|+1.00e+03");
	CHECK_EQ(swprintf(b, 64, L"ab%ncd", &n), 4);
	CHECK_EQ(n, 2);
	CHECK_EQ(swprintf(b, 64, L"%2$ls %1$d", 5, L"five"), 6);
	CHECK_WSTR(b, L"five 5");
	CHECK_EQ(swprintf(b, 64, L"%s|%.3s|%.2s", (char *)0, (char *)0, "abc"), 10);
	CHECK_WSTR(b, L"(null)||ab");
	CHECK_EQ(vsw(b, 64, L"%lu-%s", 18446744073709551615UL, "z"), 22);
	CHECK_WSTR(b, L"18446744073709551615-z");

	/* %m is strerror's text; %n by position. */
	{
		wchar_t e[64];
		errno = ENOENT;
		CHECK_GT(swprintf(b, 64, L"<%m>"), 2);
		CHECK_GT(mbstowcs(e, strerror(ENOENT), 64), 0);
		CHECK(!wcsncmp(b + 1, e, wcslen(e)));
		CHECK_EQ(b[wcslen(e) + 1], L'>');
	}
	CHECK_EQ(swprintf(b, 64, L"%1$ls%2$n%3$d", L"\xe9\xe9\xe9", &n, 7), 4);
	CHECK_EQ(n, 3);

	/* Wide text in the format and in %ls/%lc needs no conversion. */
	CHECK_EQ(swprintf(b, 64, L"\x20ac%d\xe9|%3ls|%-2lc|", 1, L"\x4e16", (wint_t)0x1f600), 11);
	CHECK_WSTR(b, L"\x20ac" L"1\xe9|  \x4e16|\x1f600 |");
	/* An embedded L'\0' from %lc is counted and stored. */
	CHECK_EQ(swprintf(b, 64, L"a%lcb", (wint_t)0), 3);
	CHECK_EQ(b[1], 0);
	CHECK_EQ(b[2], L'b');

	/* Truncation: n counts the terminator. */
	CHECK_EQ(swprintf(b, 4, L"abc"), 3);
	CHECK_WSTR(b, L"abc");
	wmemset(b, L'#', 64);
	CHECK_EQ(swprintf(b, 3, L"abc"), -1);
	CUT_END(b, 2);
	CHECK(!wcsncmp(b, L"ab", 2));
	wmemset(b, L'#', 64);
	CHECK_EQ(swprintf(b, 5, L"%s%d", "abcdef", 12345), -1);
	CUT_END(b, 4);
	CHECK(!wcsncmp(b, L"abcd", 4));
	CHECK_EQ(b[5], L'#');
	CHECK_EQ(vsw(b, 6, L"%10d", 1), -1);
	CUT_END(b, 5);
	CHECK_EQ(swprintf(b, 1, L""), 0);
	CHECK_EQ(b[0], 0);
	b[0] = L'#';
	CHECK_EQ(swprintf(b, 1, L"x"), -1);
	CHECK_EQ(b[0], 0);

	/* C locale: a byte above 0x7f in %s has no wide character. */
	errno = 0;
	CHECK_EQ(swprintf(b, 64, L"%s", "\xe9"), -1);
	CHECK_EQ(errno, EILSEQ);

	if (!setlocale(LC_ALL, "C.UTF-8"))
		t_skip("no C.UTF-8 locale");
	/* Widths and precisions count characters, not bytes. */
	CHECK_EQ(swprintf(b, 64, L"[%5s][%-4s][%.2s][%3ls]", "\xc3\xa9\xe2\x82\xac", "\xc3\xbc",
			  "\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac", L"\x1f600"), 22);
	CHECK_WSTR(b, L"[   \xe9\x20ac][\xfc   ][\x20ac\x20ac][  \x1f600]");
	CHECK_EQ(swprintf(b, 64, L"%s%n|%c", "\xf0\x9f\x98\x80\xc3\xa9", &n, 'A'), 4);
	CHECK_EQ(n, 2);
	CHECK_WSTR(b, L"\x1f600\xe9|A");
	errno = 0;
	CHECK_EQ(swprintf(b, 64, L"%s", "a\xc3"), -1);
	CHECK_EQ(errno, EILSEQ);
	/* A cut inside %s still terminates what fitted. */
	CHECK_EQ(swprintf(b, 3, L"%s", "\xc3\xa9\xc3\xa9\xc3\xa9"), -1);
	CHECK(!wcsncmp(b, L"\xe9\xe9", 2));
	CUT_END(b, 2);
	return 0;
}
