/* printf's %lc and %ls and scanf's %lc, %ls and %l[ convert between
   wchar_t and the locale's multibyte characters (wcrtomb, mbrtowc): in
   "C" only ASCII has a form (EILSEQ otherwise), in C.UTF-8 everything
   does.  printf's precision and width count bytes, and a character that
   would not fit whole under the precision is left out; scanf's width
   counts characters (as glibc's); an invalid sequence is a matching
   failure with nothing stored.  And %Nc cut short by the end of input
   stores what it read and counts (as glibc does). */
#define _GNU_SOURCE
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "check.h"

static void wide_eq(const wchar_t *got, const wchar_t *want)
{
	CHECK_EQ(wcslen(got), wcslen(want));
	CHECK(wcscmp(got, want) == 0);
}

/* sscanf(in, fmt) into a buffer of 'x's returns ret, and the buffer then
   holds want (NULL: nothing was stored). */
static void scan_wide(const char *in, const char *fmt, int ret, const wchar_t *want)
{
	wchar_t w[8];

	wmemset(w, L'x', 8);
	CHECK_EQ(sscanf(in, fmt, w), ret);
	if (want)
		wide_eq(w, want);
	else
		CHECK(w[0] == L'x');
}

int main(void)
{
	char b[64];
	wchar_t w[8];
	wchar_t *m = 0;

	/* "C": ASCII converts, anything else is EILSEQ */
	CHECK_EQ(snprintf(b, sizeof b, "[%ls|%3lc|%-3lc]", L"abc", (wint_t)L'x', (wint_t)L'y'), 13);
	CHECK_STR(b, "[abc|  x|y  ]");
	errno = 0;
	CHECK_EQ(snprintf(b, sizeof b, "%ls", L"a\u00e9"), -1);
	CHECK_EQ(errno, EILSEQ);
	/* a precision reached stops before the next character: one that
	   could not be converted is never looked at (C11 7.21.6.1) */
	static const wchar_t bad3[] = { L'a', L'b', (wchar_t)0xfdfdfdfd, 0 };
	CHECK_EQ(snprintf(b, sizeof b, "%.2ls|%.0ls", bad3, bad3), 3);
	CHECK_STR(b, "ab|");
	errno = 0;
	CHECK_EQ(snprintf(b, sizeof b, "%.3ls", bad3), -1);
	CHECK_EQ(errno, EILSEQ);
	errno = 0;
	CHECK_EQ(snprintf(b, sizeof b, "%lc", (wint_t)0x20ac), -1);
	CHECK_EQ(errno, EILSEQ);
	/* %lc of L'\0' is one NUL byte (a volatile, which gcc cannot fold:
	   its own count for the constant says 2) */
	volatile wint_t nul = 0;
	CHECK_EQ(snprintf(b, sizeof b, "a%lcb", nul), 3);
	CHECK(b[0] == 'a' && b[1] == 0 && b[2] == 'b');

	scan_wide("hey you", "%ls", 1, L"hey");
	wmemset(w, L'x', 8);
	CHECK_EQ(sscanf("QRS", "%2lc", w), 1);
	CHECK(w[0] == L'Q' && w[1] == L'R' && w[2] == L'x');
	scan_wide("abcz", "%l[abc]z", 1, L"abc");
	/* a byte with no character in "C" */
	scan_wide("\xc3\xa9", "%ls", 0, 0);

	/* %5c at the end of input: what was read is stored and counted */
	memset(b, '.', 8);
	CHECK_EQ(sscanf("ab", "%5c", b), 1);
	CHECK(b[0] == 'a' && b[1] == 'b' && b[2] == '.');
	CHECK_EQ(sscanf("", "%5c", b), -1);

	if (!setlocale(LC_CTYPE, "C.UTF-8"))
		t_skip("no C.UTF-8 locale");
	/* width and precision in bytes; no character cut in half */
	CHECK_EQ(snprintf(b, sizeof b, "[%5ls|%.3ls|%-4lc|%.1ls]", L"\u00e9a", L"\u00e9\u00e9",
			  (wint_t)L'\u00e9', L"\u00e9"), 16);
	CHECK_STR(b, "[  \xc3\xa9" "a|\xc3\xa9|\xc3\xa9  |]");
	CHECK_EQ(snprintf(b, sizeof b, "%ls", L"\u20ac\U0001f600"), 7);
	CHECK_STR(b, "\xe2\x82\xac\xf0\x9f\x98\x80");
	errno = 0;
	CHECK_EQ(snprintf(b, sizeof b, "%lc", (wint_t)0xd800), -1);   /* a surrogate */
	CHECK_EQ(errno, EILSEQ);

	/* scanf: widths count characters */
	scan_wide("\xc3\xa9\xc3\xa9z", "%2ls", 1, L"\u00e9\u00e9");
	wmemset(w, L'x', 8);
	CHECK_EQ(sscanf("\xc3\xa9\xe2\x82\xacz", "%2lc", w), 1);
	CHECK(w[0] == 0xe9 && w[1] == 0x20ac && w[2] == L'x');
	scan_wide("\xc3\xa9\xc3\xa9z", "%3l[^z]", 1, L"\u00e9\u00e9");
	/* an invalid byte, or a sequence cut by the end of the field */
	scan_wide("\xffz", "%ls", 0, 0);
	CHECK_EQ(sscanf("a\xc3", "%ls", w), 0);	/* w: glibc stores the 'a' */
	/* %m allocates wchar_t */
	CHECK_EQ(sscanf("h\xc3\xa9llo w", "%mls", &m), 1);
	CHECK(m != 0);
	wide_eq(m, L"h\u00e9llo");
	free(m);
	/* and what was read goes back out unchanged */
	CHECK_EQ(snprintf(b, sizeof b, "%ls", L"h\u00e9llo"), 6);
	CHECK_STR(b, "h\xc3\xa9llo");
	return 0;
}
