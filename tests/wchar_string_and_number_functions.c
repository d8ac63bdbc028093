/* wcs* and wmem* behave as their narrow counterparts; wcsto* parse like
   strto* and set the end pointer in wide characters. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <wchar.h>
#include "check.h"

int main(void)
{
	wchar_t b[32], *save, *end;
	const wchar_t *s = L"h\xe9llo, w\x4e16rld";

	CHECK_EQ(wcslen(L""), 0);
	CHECK_EQ(wcslen(s), 12);
	CHECK_EQ(wcsnlen(s, 4), 4);
	CHECK_EQ(wcsnlen(L"ab", 9), 2);
	CHECK(wcscpy(b, s) == b && !wcscmp(b, s));
	CHECK(wcpcpy(b, L"abc") == b + 3);
	CHECK(wcscat(b, L"def") == b && !wcscmp(b, L"abcdef"));
	CHECK(!wcscmp(wcsncat(b, L"ghijk", 2), L"abcdefgh"));
	wmemset(b, L'x', 8);
	CHECK(wcsncpy(b, L"ab", 5) == b);
	CHECK(b[0] == 'a' && b[1] == 'b' && b[2] == 0 && b[4] == 0 && b[5] == 'x');
	wmemset(b, L'x', 8);
	CHECK(wcpncpy(b, L"abc", 2) == b + 2 && b[2] == 'x');
	CHECK(wcpncpy(b, L"a", 3) == b + 1 && b[2] == 0);

	CHECK_LT(wcscmp(L"abc", L"abd"), 0);
	CHECK_GT(wcscmp(L"abc", L"ab"), 0);
	CHECK_EQ(wcscmp(L"", L""), 0);
	/* wchar_t is signed on x86_64: a negative one sorts first (on
	   aarch64 it is unsigned, and sorts last). */
	wchar_t neg[] = { (wchar_t)-5, 0 };
	if ((wchar_t)-1 < 0)
		CHECK_LT(wcscmp(neg, L"a"), 0);
	else
		CHECK_GT(wcscmp(neg, L"a"), 0);
	CHECK_EQ(wcsncmp(L"abcx", L"abcy", 3), 0);
	CHECK_LT(wcsncmp(L"abcx", L"abcy", 4), 0);
	CHECK_LT(wcscoll(L"a\xe9", L"a\xea"), 0);
	CHECK_EQ(wcsxfrm(b, L"hello", 32), 5);
	CHECK(!wcscmp(b, L"hello"));
	CHECK_EQ(wcsxfrm(0, L"hello", 0), 5);

	CHECK(wcschr(s, L'l') == s + 2);
	CHECK(wcschr(s, 0) == s + 12);
	CHECK(wcschr(s, L'z') == 0);
	CHECK(wcsrchr(s, L'l') == s + 10);
	CHECK(wcsrchr(s, 0x4e16) == s + 8);
	CHECK(wcsstr(s, L"lo,") == s + 3);
	CHECK(wcsstr(s, L"") == s);
	CHECK(wcsstr(s, L"low") == 0);
	CHECK_EQ(wcsspn(s, L"lh\xe9"), 4);
	CHECK_EQ(wcscspn(s, L", "), 5);
	CHECK_EQ(wcscspn(s, L""), 12);
	CHECK(wcspbrk(s, L"w,") == s + 5);
	CHECK(wcspbrk(s, L"Z") == 0);

	wcscpy(b, L"  one,two,,three ");
	CHECK(!wcscmp(wcstok(b, L" ,", &save), L"one"));
	CHECK(!wcscmp(wcstok(0, L" ,", &save), L"two"));
	CHECK(!wcscmp(wcstok(0, L" ,", &save), L"three"));
	CHECK(wcstok(0, L" ,", &save) == 0);
	CHECK(wcstok(0, L" ,", &save) == 0);

	wchar_t m[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	CHECK(wmemmove(m + 1, m, 6) == m + 1);
	CHECK(m[0] == 1 && m[1] == 1 && m[6] == 6 && m[7] == 8);
	CHECK(wmemcpy(b, m, 8) == b);
	CHECK_EQ(wmemcmp(b, m, 8), 0);
	b[7] = 9;
	CHECK_LT(wmemcmp(m, b, 8), 0);
	CHECK(wmemchr(m, 6, 8) == m + 6);
	CHECK(wmemchr(m, 8, 7) == 0);
	CHECK(wmempcpy(b, m, 3) == b + 3);

	wchar_t *d = wcsdup(s);
	CHECK(d && d != s && !wcscmp(d, s));
	free(d);

	CHECK_EQ(wcscasecmp(L"HeLLo", L"hello"), 0);
	CHECK_LT(wcscasecmp(L"a", L"B"), 0);
	CHECK_EQ(wcsncasecmp(L"ABx", L"aby", 2), 0);
	/* Non-ASCII letters fold only in C.UTF-8. */
	CHECK_NE(wcscasecmp(L"\xc9", L"\xe9"), 0);
	CHECK(setlocale(LC_CTYPE, "C.UTF-8"));
	CHECK_EQ(wcscasecmp(L"\xc9t\xc9", L"\xe9T\xe9"), 0);

	/* Numbers. */
	CHECK_EQ(wcstol(L"  -1234xyz", &end, 10), -1234);
	CHECK_EQ(*end, L'x');
	CHECK_EQ(wcstol(L"0x1f", &end, 0), 31);
	CHECK_EQ(*end, 0);
	CHECK_EQ(wcstol(L"z", &end, 36), 35);
	const wchar_t *none = L"  +";
	CHECK_EQ(wcstol(none, &end, 10), 0);
	CHECK(end == none);
	errno = 0;
	CHECK_EQ(wcstol(L"99999999999999999999", &end, 10), LONG_MAX);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK_EQ(wcstoll(L"-9223372036854775808", 0, 10), LLONG_MIN);
	CHECK_EQ(errno, 0);
	CHECK_EQ(wcstoul(L"777", 0, 8), 511);
	CHECK_EQ(wcstoull(L"18446744073709551615", 0, 10), ULLONG_MAX);
	CHECK_EQ(wcstoul(L"12\x4e00", &end, 10), 12);
	CHECK_EQ(*end, 0x4e00);
	errno = 0;
	CHECK_EQ(wcstol(L"1", 0, 1), 0);
	CHECK_EQ(errno, EINVAL);
	/* A wide space before the number is skipped (U+3000 in C.UTF-8). */
	CHECK_EQ(wcstol(L"\x3000" L"42", &end, 10), 42);
	CHECK_EQ(*end, 0);

	CHECK(wcstod(L" 2.5e3!", &end) == 2500.0);
	CHECK_EQ(*end, L'!');
	CHECK(wcstof(L"0x1p-2", 0) == 0.25f);
	CHECK(wcstold(L"-1.5", 0) == -1.5L);
	CHECK(wcstod(L"inf", &end) > 1e308);
	CHECK_EQ(*end, 0);
	const wchar_t *nothing = L"x1";
	CHECK(wcstod(nothing, &end) == 0.0);
	CHECK(end == nothing);
	errno = 0;
	CHECK(wcstod(L"1e999", 0) > 1e308);
	CHECK_EQ(errno, ERANGE);
	return 0;
}
