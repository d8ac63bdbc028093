/* In C.UTF-8: every code point survives wcrtomb then mbrtowc (whole and
   one byte at a time through the state), each class of invalid sequence
   is EILSEQ, and the string conversions, mbrtoc16/c16rtomb and
   mbrtoc32/c32rtomb agree.  In C: ASCII only. */
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uchar.h>
#include <wchar.h>
#include "check.h"

static size_t dec(wchar_t *w, const char *s, size_t n)
{
	mbstate_t st;
	memset(&st, 0, sizeof st);
	return mbrtowc(w, s, n, &st);
}

/* s (n bytes) as a whole is invalid. */
static void invalid(const char *s, size_t n)
{
	wchar_t w = 0x55;
	errno = 0;
	CHECK_EQ(dec(&w, s, n), (size_t)-1);
	CHECK_EQ(errno, EILSEQ);
	CHECK_EQ(w, 0x55);
	CHECK_EQ(mbstowcs(0, s, 0), (size_t)-1);
}

int main(void)
{
	char buf[8], s[64];
	wchar_t w, ws[16];
	mbstate_t st;
	size_t n, i;
	unsigned c;

	/* C locale first. */
	CHECK_EQ(dec(&w, "\x7f", 1), 1);
	CHECK_EQ(w, 0x7f);
	for (c = 0x80; c < 0x100; c++) {
		buf[0] = c;
		invalid(buf, 1);
	}
	memset(&st, 0, sizeof st);
	CHECK_ERR(wcrtomb(buf, 0xe9, &st), EILSEQ);
	CHECK_EQ(btowc('A'), 'A');
	CHECK_EQ(btowc(0x80), WEOF);
	CHECK_EQ(btowc(EOF), WEOF);
	CHECK_EQ(wctob(L'a'), 'a');
	CHECK_EQ(wctob(0xe9), EOF);

	CHECK(setlocale(LC_ALL, "C.UTF-8"));
	for (c = 0; c <= 0x10ffff; c++) {
		if (c >= 0xd800 && c <= 0xdfff) {
			memset(&st, 0, sizeof st);
			CHECK_ERR(wcrtomb(buf, c, &st), EILSEQ);
			continue;
		}
		memset(&st, 0, sizeof st);
		n = wcrtomb(buf, c, &st);
		CHECK_EQ(n, c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4);
		w = -1;
		CHECK_EQ(dec(&w, buf, n), c ? n : 0);
		CHECK_EQ(w, c);
		/* One byte at a time: -2 until the last. */
		memset(&st, 0, sizeof st);
		for (i = 0; i + 1 < n; i++) {
			CHECK_EQ(mbrtowc(&w, buf + i, 1, &st), (size_t)-2);
			CHECK(!mbsinit(&st));
		}
		w = -1;
		CHECK_EQ(mbrtowc(&w, buf + i, 1, &st), c ? 1 : 0);
		CHECK_EQ(w, c);
		CHECK(mbsinit(&st));
		CHECK_EQ(mblen(buf, n), c ? (int)n : 0);
		if (c >= 0x10000 && (c & 0xfff) == 0x123) {
			char16_t u[2];
			mbstate_t s16;
			memset(&s16, 0, sizeof s16);
			CHECK_EQ(mbrtoc16(&u[0], buf, n, &s16), n);
			CHECK_EQ(mbrtoc16(&u[1], "", 0, &s16), (size_t)-3);
			CHECK_EQ(u[0], 0xd800 + ((c - 0x10000) >> 10));
			CHECK_EQ(u[1], 0xdc00 + (c & 0x3ff));
			CHECK(mbsinit(&s16));
			memset(&s16, 0, sizeof s16);
			CHECK_EQ(c16rtomb(s, u[0], &s16), 0);
			CHECK_EQ(c16rtomb(s, u[1], &s16), n);
			CHECK(!memcmp(s, buf, n));
		}
	}
	memset(&st, 0, sizeof st);
	CHECK_ERR(wcrtomb(buf, -1, &st), EILSEQ);

	/* Invalid classes: a lone continuation byte, C0/C1 and F5..FF leads,
	   overlong 2-, 3- and 4-byte forms, encoded surrogates, a sequence
	   broken by a non-continuation byte. */
	invalid("\x80", 1);
	invalid("\xbf", 1);
	invalid("\xc0\x80", 2);
	invalid("\xc1\xbf", 2);
	/* (glibc 2.36 takes F5..FD as leads of 4- to 6-byte forms: see
	   wchar_utf8_strict_beyond_glibc for those.) */
	for (c = 0xfe; c <= 0xff; c++) {
		buf[0] = c, buf[1] = 0x80, buf[2] = 0x80, buf[3] = 0x80;
		invalid(buf, 4);
	}
	invalid("\xe0\x80\x80", 3);
	invalid("\xe0\x9f\xbf", 3);
	invalid("\xf0\x80\x80\x80", 4);
	invalid("\xf0\x8f\xbf\xbf", 4);
	invalid("\xed\xa0\x80", 3);
	invalid("\xed\xbf\xbf", 3);
	invalid("\xc3" "A", 2);
	invalid("\xe2\x82" "A", 3);
	invalid("\xf0\x9f\x98" "\xc3", 4);
	/* Cut short: -2, and the rest completes it. */
	memset(&st, 0, sizeof st);
	CHECK_EQ(mbrtowc(&w, "\xe2\x82", 2, &st), (size_t)-2);
	CHECK_EQ(mbrtowc(&w, "\xac", 1, &st), 1);
	CHECK_EQ(w, 0x20ac);
	CHECK_EQ(mbrtowc(&w, "x", 0, &st), (size_t)-2);
	CHECK_EQ(mbrlen("\xf0\x9f", 2, 0), (size_t)-2);
	CHECK_EQ(mbrlen("\x98\x80", 2, 0), 2);
	CHECK_EQ(mbtowc(&w, "\xc3", 1), -1);
	CHECK_EQ(mbtowc(0, 0, 0), 0);

	/* Strings. */
	const char *src = "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80z", *p = src;
	memset(&st, 0, sizeof st);
	CHECK_EQ(mbsrtowcs(0, &p, 0, &st), 5);
	CHECK_EQ(mbsrtowcs(ws, &p, 3, &st), 3);
	CHECK(ws[0] == 'a' && ws[1] == 0xe9 && ws[2] == 0x20ac);
	CHECK(p == src + 6);
	CHECK_EQ(mbsrtowcs(ws + 3, &p, 16, &st), 2);
	CHECK(p == 0);
	CHECK(ws[3] == 0x1f600 && ws[4] == 'z' && ws[5] == 0);
	CHECK_EQ(mbstowcs(ws, src, 16), 5);
	/* mbsnrtowcs stops at its byte limit, keeping a cut character. */
	p = src;
	memset(&st, 0, sizeof st);
	CHECK_EQ(mbsnrtowcs(ws, &p, 5, 16, &st), 2);
	CHECK(p == src + 5);
	CHECK(!mbsinit(&st));
	CHECK_EQ(mbsnrtowcs(ws + 2, &p, 100, 16, &st), 3);
	CHECK(ws[2] == 0x20ac && ws[3] == 0x1f600 && p == 0);
	p = "ab\xff";
	errno = 0;
	CHECK_EQ(mbsrtowcs(ws + 8, &p, 8, 0), (size_t)-1);
	CHECK_EQ(errno, EILSEQ);
	CHECK_STR(p, "\xff");

	const wchar_t *wp = ws;
	CHECK_EQ(wcstombs(0, ws, 0), 11);
	memset(s, 'Q', sizeof s);
	/* Room for 5 bytes: "a", "é" and the 3 bytes of the euro sign. */
	wp = ws;
	memset(&st, 0, sizeof st);
	CHECK_EQ(wcsrtombs(s, &wp, 5, &st), 3);
	CHECK(wp == ws + 2);
	CHECK_EQ(s[3], 'Q');
	CHECK_EQ(wcsrtombs(s + 3, &wp, 64, &st), 8);
	CHECK(wp == 0);
	CHECK_STR(s, src);
	wchar_t bad[] = { 'a', 0xd800, 0 };
	wp = bad;
	errno = 0;
	CHECK_EQ(wcsrtombs(s, &wp, 64, 0), (size_t)-1);
	CHECK_EQ(errno, EILSEQ);
	CHECK(wp == bad + 1);
	wp = ws;
	CHECK_EQ(wcsnrtombs(s, &wp, 2, 64, 0), 3);
	CHECK(wp == ws + 2);
	CHECK_EQ(wctomb(s, 0x10ffff), 4);
	CHECK_ERR(wctomb(s, 0xdfff), EILSEQ);

	/* char32_t and a lone surrogate half. */
	char32_t c32;
	memset(&st, 0, sizeof st);
	CHECK_EQ(mbrtoc32(&c32, "\xf0\x9f\x98\x80", 4, &st), 4);
	CHECK_EQ(c32, 0x1f600);
	CHECK_EQ(c32rtomb(s, 0x20ac, &st), 3);
	memset(&st, 0, sizeof st);
	CHECK_ERR(c16rtomb(s, 0xdc00, &st), EILSEQ);
	char16_t c16;
	memset(&st, 0, sizeof st);
	CHECK_EQ(mbrtoc16(&c16, "\xc3\xa9", 2, &st), 2);
	CHECK_EQ(c16, 0xe9);
	return 0;
}
