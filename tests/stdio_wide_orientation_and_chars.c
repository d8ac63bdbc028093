/* Wide-character stdio in the C locale: fwide's rules (the first I/O fixes
   the orientation, a fixed one does not change, freopen resets it, wide
   calls fail on a byte stream), fputwc/fgetwc/fputws/fgetws values,
   ungetwc (clears EOF, is read again), and EILSEQ with the error indicator
   for a byte that is no character and (weft) a character that has no
   byte form. */
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include "check.h"

int main(void)
{
	wchar_t ws[16];
	FILE *f = tmpfile();

	CHECK(f != 0);
	/* Query, then fix; a second request changes nothing. */
	CHECK_EQ(fwide(f, 0), 0);
	CHECK_GT(fwide(f, 5), 0);
	CHECK_GT(fwide(f, -1), 0);
	CHECK_GT(fwide(f, 0), 0);
	CHECK_EQ(fclose(f), 0);

	/* Byte output orients a stream to bytes; wide calls then fail. */
	f = tmpfile();
	CHECK(f != 0);
	CHECK_EQ(fputc('a', f), 'a');
	CHECK_LT(fwide(f, 0), 0);
	CHECK_LT(fwide(f, 1), 0);
	CHECK_EQ(fputwc(L'b', f), WEOF);
	CHECK_EQ(fwprintf(f, L"x"), -1);
	CHECK_EQ(fclose(f), 0);

	/* Byte input orients too (a read that finds nothing still counts). */
	f = tmpfile();
	CHECK(f != 0);
	CHECK_EQ(fgetc(f), EOF);
	CHECK_LT(fwide(f, 0), 0);
	CHECK_EQ(fgetwc(f), WEOF);
	CHECK_EQ(fclose(f), 0);

	/* Wide output orients to wide. */
	f = tmpfile();
	CHECK(f != 0);
	CHECK_EQ(fputwc(L'h', f), L'h');
	CHECK_GT(fwide(f, 0), 0);
	CHECK_GT(fwide(f, -1), 0);
	CHECK_EQ(putwc(L'i', f), L'i');
	CHECK_GE(fputws(L" there\nline two\nend", f), 0);
	CHECK_EQ(fwprintf(f, L"%d", 42), 2);
	CHECK_EQ(ftell(f), 23);
	rewind(f);
	CHECK_EQ(fgetwc(f), L'h');
	CHECK_EQ(getwc(f), L'i');
	CHECK(fgetws(ws, 16, f) == ws);
	CHECK(!wcscmp(ws, L" there\n"));
	CHECK(fgetws(ws, 5, f) == ws);          /* n - 1 characters */
	CHECK(!wcscmp(ws, L"line"));
	CHECK(fgetws(ws, 16, f) == ws);
	CHECK(!wcscmp(ws, L" two\n"));
	CHECK(fgetws(ws, 16, f) == ws);         /* the last line has no newline */
	CHECK(!wcscmp(ws, L"end42"));
	CHECK(feof(f));
	CHECK(fgetws(ws, 16, f) == 0);
	CHECK_EQ(fgetwc(f), WEOF);
	CHECK(!ferror(f));

	/* ungetwc clears EOF; the character is read again, then EOF. */
	CHECK_EQ(ungetwc(WEOF, f), WEOF);
	CHECK_EQ(ungetwc(L'z', f), L'z');
	CHECK(!feof(f));
	CHECK_EQ(fgetwc(f), L'z');
	CHECK_EQ(fgetwc(f), WEOF);
	CHECK(feof(f));
	rewind(f);
	CHECK_EQ(fgetwc(f), L'h');
	CHECK_EQ(ungetwc(L'Q', f), L'Q');
	CHECK_EQ(fgetwc(f), L'Q');
	CHECK_EQ(fgetwc(f), L'i');

	/* freopen resets the orientation. */
	f = freopen(0, "r", f);
	CHECK(f != 0);
	CHECK_EQ(fwide(f, 0), 0);
	CHECK_EQ(fclose(f), 0);

	/* C locale: 0xe9 read back is no character; and é has no byte form
	   (glibc writes '?' for it and reports nothing). */
#ifndef __GLIBC__
	f = tmpfile();
	CHECK(f != 0);
	errno = 0;
	CHECK_EQ(fputwc(0xe9, f), WEOF);
	CHECK_EQ(errno, EILSEQ);
	CHECK(ferror(f));
	clearerr(f);
	errno = 0;
	CHECK_EQ(fputws(L"a\xe9", f), EOF);
	CHECK_EQ(errno, EILSEQ);
	CHECK(ferror(f));
	CHECK_EQ(fclose(f), 0);
#endif

	f = tmpfile();
	CHECK(f != 0);
	CHECK_GE(fputs("A\xe9", f), 0);
	rewind(f);
	f = freopen(0, "r", f);             /* back to no orientation */
	CHECK(f != 0);
	CHECK_EQ(fgetwc(f), L'A');
	errno = 0;
	CHECK_EQ(fgetwc(f), WEOF);
	CHECK_EQ(errno, EILSEQ);
	CHECK(ferror(f));
	CHECK_EQ(fclose(f), 0);

	/* stdout through putwchar and wprintf. */
	CHECK_EQ(putwchar(L'o'), L'o');
	CHECK_EQ(wprintf(L"k %ls\n", L"done"), 7);
	CHECK_GT(fwide(stdout, 0), 0);
	return 0;
}
