/* The _unlocked wide character functions read and write like their locked
   forms (UTF-8 through the locale, orientation rules included), inside
   flockfile and on stdin/stdout. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include "check.h"

int main(void)
{
	wchar_t ws[16];
	char b[32];
	FILE *f;
	int fd;

	CHECK(setlocale(LC_CTYPE, "C.UTF-8") != 0);

	f = tmpfile();
	CHECK(f != 0);
	flockfile(f);
	CHECK_EQ(fputwc_unlocked(L'\u00e9', f), L'\u00e9');
	CHECK_EQ(putwc_unlocked(L'x', f), L'x');
	CHECK_GE(fputws_unlocked(L"\u20acz\n2nd", f), 0);
	funlockfile(f);
	CHECK_GT(fwide(f, 0), 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(pread(fileno(f), b, sizeof b, 0), 11);
	CHECK(memcmp(b, "\xc3\xa9x\xe2\x82\xacz\n2nd", 11) == 0);
	rewind(f);
	flockfile(f);
	CHECK_EQ(fgetwc_unlocked(f), L'\u00e9');
	CHECK_EQ(getwc_unlocked(f), L'x');
	CHECK(fgetws_unlocked(ws, 16, f) == ws);
	CHECK(wcscmp(ws, L"\u20acz\n") == 0);
	CHECK(fgetws_unlocked(ws, 16, f) == ws);
	CHECK(wcscmp(ws, L"2nd") == 0);
	CHECK_EQ(fgetwc_unlocked(f), WEOF);
	CHECK(feof(f));
	CHECK(fgetws_unlocked(ws, 16, f) == 0);
	funlockfile(f);
	fclose(f);

	/* A byte-oriented stream refuses wide I/O. */
	f = tmpfile();
	CHECK(f != 0);
	CHECK_EQ(fputc('a', f), 'a');
	CHECK_EQ(fputwc_unlocked(L'b', f), WEOF);
	CHECK_EQ(fputws_unlocked(L"b", f), EOF);
	rewind(f);
	CHECK_EQ(fgetwc_unlocked(f), WEOF);
	fclose(f);

	/* stdin and stdout, on files. */
	fd = open("wide_unlocked_in.txt", O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK_GE(fd, 0);
	CHECK_EQ(write(fd, "\xc3\xb6k", 3), 3);
	CHECK_EQ(lseek(fd, 0, SEEK_SET), 0);
	CHECK_EQ(dup2(fd, 0), 0);
	close(fd);
	CHECK_EQ(getwchar_unlocked(), L'\u00f6');
	CHECK_EQ(getwchar_unlocked(), L'k');
	CHECK_EQ(getwchar_unlocked(), WEOF);
	unlink("wide_unlocked_in.txt");

	fd = open("wide_unlocked_out.txt", O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK_GE(fd, 0);
	CHECK_EQ(dup2(fd, 1), 1);
	CHECK_EQ(putwchar_unlocked(L'\u00df'), L'\u00df');
	CHECK_EQ(putwchar_unlocked(L'!'), L'!');
	CHECK_EQ(fflush(stdout), 0);
	CHECK_EQ(pread(fd, b, sizeof b, 0), 3);
	CHECK(memcmp(b, "\xc3\x9f!", 3) == 0);
	close(fd);
	unlink("wide_unlocked_out.txt");
	return 0;
}
