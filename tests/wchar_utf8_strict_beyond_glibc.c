/* weft's C.UTF-8 is strict RFC 3629 UTF-8 where glibc 2.36 is not: leads
   F5..FD (forms of 4 to 6 bytes, code points above U+10FFFF) and F4 90..
   are EILSEQ at the first byte that shows it, wcrtomb refuses code
   points above U+10FFFF, and MB_CUR_MAX is 4 (glibc says 6). */
// test: weft-only
#include <errno.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "check.h"

static size_t dec(const char *s, size_t n)
{
	mbstate_t st;
	wchar_t w = 0x55;
	size_t r;

	memset(&st, 0, sizeof st);
	errno = 0;
	r = mbrtowc(&w, s, n, &st);
	CHECK_EQ(w, 0x55);
	return r;
}

int main(void)
{
	char b[8] = "";
	mbstate_t st;
	unsigned c;

	CHECK(setlocale(LC_ALL, "C.UTF-8"));
	CHECK_EQ(MB_CUR_MAX, 4);
	for (c = 0xf5; c <= 0xff; c++) {
		b[0] = c, b[1] = b[2] = b[3] = b[4] = b[5] = 0x80;
		CHECK_EQ(dec(b, 6), (size_t)-1);
		CHECK_EQ(errno, EILSEQ);
		CHECK_EQ(dec(b, 1), (size_t)-1);
	}
	/* Refused at the second byte, not after waiting for more. */
	CHECK_EQ(dec("\xf4\x90", 2), (size_t)-1);
	CHECK_EQ(errno, EILSEQ);
	CHECK_EQ(dec("\xf4\x90\x80\x80", 4), (size_t)-1);
	CHECK_EQ(dec("\xe0\x80", 2), (size_t)-1);
	CHECK_EQ(dec("\xed\xa0", 2), (size_t)-1);
	CHECK_EQ(dec("\xf0\x8f", 2), (size_t)-1);
	CHECK_EQ(dec("\xf4\x8f", 2), (size_t)-2);
	memset(&st, 0, sizeof st);
	CHECK_ERR(wcrtomb(b, 0x110000, &st), EILSEQ);
	CHECK_ERR(wcrtomb(b, 0x7fffffff, &st), EILSEQ);
	return 0;
}
