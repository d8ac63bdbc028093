/* Wide stdio under C.UTF-8: non-ASCII text written with fputws, fputwc
   and fwprintf comes out as UTF-8 bytes and reads back character for
   character through a file and through a pipe; ungetwc pushes back a
   multibyte character; an invalid byte, and a file that ends inside a
   character, are EILSEQ with the error indicator set (the latter only in weft). */
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include "check.h"

static const wchar_t text[] = L"h\xe9llo \x20ac \x4e16\x754c \x1f600!\n";
static const char bytes[] = "h\xc3\xa9llo \xe2\x82\xac \xe4\xb8\x96\xe7\x95\x8c \xf0\x9f\x98\x80!\n";

/* A read-only stream over the n bytes of s (a file). */
static FILE *over(const char *s, size_t n)
{
	FILE *f = tmpfile();
	CHECK(f != 0);
	CHECK_EQ(write(fileno(f), s, n), (long long)n);
	CHECK_EQ(lseek(fileno(f), 0, SEEK_SET), 0);
	return f;
}

int main(void)
{
	char raw[128];
	wchar_t ws[64];
	int fds[2];
	size_t i;
	FILE *f, *r;

	if (!setlocale(LC_ALL, "C.UTF-8"))
		t_skip("no C.UTF-8 locale");

	/* File: the bytes are UTF-8, and read back as the same characters. */
	f = tmpfile();
	CHECK(f != 0);
	CHECK_GE(fputws(text, f), 0);
	CHECK_EQ(fputwc(0xfc, f), 0xfc);
	CHECK_EQ(fwprintf(f, L"%s|%lc|%3ls|\n", "\xc3\xa9t\xc3\xa9", (wint_t)0x20ac, L"\xdf"), 11);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(pread(fileno(f), raw, sizeof raw, 0),
		 (long long)(sizeof bytes - 1 + 2 + 16));
	CHECK(!memcmp(raw, bytes, sizeof bytes - 1));
	CHECK(!memcmp(raw + sizeof bytes - 1, "\xc3\xbc" "\xc3\xa9t\xc3\xa9|\xe2\x82\xac|  \xc3\x9f|\n", 18));
	rewind(f);
	for (i = 0; text[i]; i++)
		CHECK_EQ(fgetwc(f), text[i]);
	CHECK_EQ(fgetwc(f), 0xfc);
	CHECK(fgetws(ws, 64, f) == ws);
	CHECK(!wcscmp(ws, L"\xe9t\xe9|\x20ac|  \xdf|\n"));
	CHECK_EQ(fgetwc(f), WEOF);
	CHECK(feof(f) && !ferror(f));
	/* A multibyte character pushed back is read again, then EOF. */
	CHECK_EQ(ungetwc(0x1f600, f), 0x1f600);
	CHECK_EQ(fgetwc(f), 0x1f600);
	CHECK_EQ(fgetwc(f), WEOF);
	rewind(f);
	CHECK_EQ(fgetwc(f), L'h');
	CHECK_EQ(fgetwc(f), 0xe9);
	CHECK_EQ(ungetwc(0xe9, f), 0xe9);
	CHECK_EQ(fgetwc(f), 0xe9);
	CHECK_EQ(fgetwc(f), L'l');
	CHECK_EQ(fclose(f), 0);

	/* Pipe: formatted on one end, read by lines on the other. */
	CHECK_EQ(pipe(fds), 0);
	f = fdopen(fds[1], "w");
	r = fdopen(fds[0], "r");
	CHECK(f && r);
	CHECK_EQ(fwprintf(f, L"%ls", text), (long long)wcslen(text));
	CHECK_EQ(fwprintf(f, L"[%4s][%-3lc][%.2s]\n", "\xe2\x82\xac", (wint_t)0xe9,
			  "\xc3\xa4\xc3\xb6\xc3\xbc"), 16);
	CHECK_EQ(fclose(f), 0);
	CHECK(fgetws(ws, 64, r) == ws);
	CHECK(!wcscmp(ws, text));
	CHECK(fgetws(ws, 64, r) == ws);
	CHECK(!wcscmp(ws, L"[   \x20ac][\xe9  ][\xe4\xf6]\n"));
	CHECK(fgetws(ws, 64, r) == 0);
	CHECK(feof(r) && !ferror(r));
	CHECK_EQ(fclose(r), 0);

	/* An invalid byte. */
	f = over("a\xff" "b", 3);
	CHECK_EQ(fgetwc(f), L'a');
	errno = 0;
	CHECK_EQ(fgetwc(f), WEOF);
	CHECK_EQ(errno, EILSEQ);
	CHECK(ferror(f));
	CHECK_EQ(fclose(f), 0);

	/* The file ends inside a character: weft reports EILSEQ (C11 7.21.3
	   calls it an encoding error); glibc only sets end of file. */
	f = over("x\xe2\x82", 3);
	CHECK_EQ(fgetwc(f), L'x');
	errno = 0;
	CHECK_EQ(fgetwc(f), WEOF);
	CHECK(feof(f));
#ifndef __GLIBC__
	CHECK_EQ(errno, EILSEQ);
	CHECK(ferror(f));
#endif
	CHECK_EQ(fclose(f), 0);
	return 0;
}
