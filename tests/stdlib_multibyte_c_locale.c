/* In the C locale, as in glibc's: ASCII only, one byte per character,
   bytes and wide characters >= 0x80 are EILSEQ, no shift state. */
#include <errno.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	wchar_t w = 7, wb[8];
	char b[8] = { 9, 9, 9, 9 };

	CHECK_EQ(MB_CUR_MAX, 1);
	CHECK_EQ(mbtowc(&w, "A", 1), 1);
	CHECK_EQ(w, 'A');
	CHECK_EQ(mbtowc(&w, "", 1), 0);
	CHECK_EQ(w, 0);
	CHECK_EQ(mbtowc(0, "a", 1), 1);
	CHECK_EQ(mbtowc(0, 0, 1), 0);
	CHECK_EQ(mbtowc(&w, "a", 0), -1);
	w = 7;
	CHECK_ERR(mbtowc(&w, "\x80", 1), EILSEQ);
	CHECK_EQ(w, 7);
	CHECK_ERR(mblen("\xff", 1), EILSEQ);
	CHECK_EQ(mblen("x", 4), 1);
	CHECK_EQ(mblen("", 4), 0);
	CHECK_EQ(mblen(0, 1), 0);

	CHECK_EQ(wctomb(b, 'z'), 1);
	CHECK_EQ(b[0], 'z');
	CHECK_EQ(wctomb(b, 0), 1);
	CHECK_EQ(b[0], 0);
	CHECK_ERR(wctomb(b, 0x80), EILSEQ);
	CHECK_ERR(wctomb(b, (wchar_t)-1), EILSEQ);
	CHECK_EQ(wctomb(0, 'A'), 0);

	CHECK_EQ(mbstowcs(wb, "abc", 8), 3);
	CHECK(wb[0] == 'a' && wb[2] == 'c' && wb[3] == 0);
	CHECK_EQ(mbstowcs(0, "abcd", 0), 4);
	wb[3] = 9;
	CHECK_EQ(mbstowcs(wb, "abcdef", 3), 3);
	CHECK_EQ(wb[3], 9);
	errno = 0;
	CHECK_EQ(mbstowcs(wb, "ab\x90", 8), (size_t)-1);
	CHECK_EQ(errno, EILSEQ);

	wchar_t ws[] = { 'x', 'y', 0 }, bad[] = { 'a', 0x100, 0 };
	CHECK_EQ(wcstombs(b, ws, 8), 2);
	CHECK(b[0] == 'x' && b[1] == 'y' && b[2] == 0);
	CHECK_EQ(wcstombs(0, ws, 0), 2);
	b[1] = 5;
	CHECK_EQ(wcstombs(b, ws, 1), 1);
	CHECK_EQ(b[1], 5);
	errno = 0;
	CHECK_EQ(wcstombs(b, bad, 8), (size_t)-1);
	CHECK_EQ(errno, EILSEQ);
	return 0;
}
