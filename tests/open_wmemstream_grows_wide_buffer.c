/* open_wmemstream: wide output lands in a growing wchar_t array ended by
   L'\0', whatever the locale; fflush and fclose publish the buffer and the
   smaller of position and length, in wide characters; a seek past the end
   fills the gap with zeros once written; seeking before the start is
   EINVAL. */
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include "check.h"

int main(void)
{
	wchar_t *buf = 0;
	size_t size = 1234, i;
	FILE *f;

#ifndef __GLIBC__
	/* POSIX's "may fail"; glibc takes the null pointer. */
	errno = 0;
	CHECK(open_wmemstream(0, &size) == 0);
	CHECK_EQ(errno, EINVAL);
#endif

	f = open_wmemstream(&buf, &size);
	CHECK(f != 0);
	CHECK_GT(fwide(f, 0), 0);
	CHECK_EQ(fflush(f), 0);
	CHECK(buf != 0);
	CHECK_EQ(size, 0);
	CHECK_EQ(buf[0], 0);

	/* Not ASCII, in the C locale. */
	CHECK_EQ(fwprintf(f, L"ab\u00e9%d", 42), 5);
	CHECK_EQ(ftell(f), 5);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(size, 5);
	CHECK(wcscmp(buf, L"ab\u00e942") == 0);
	CHECK_EQ(fputwc(L'\u20ac', f), L'\u20ac');
	CHECK_GE(fputws(L"xyz", f), 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(size, 9);
	CHECK(wcscmp(buf, L"ab\u00e942\u20acxyz") == 0);

	/* Back, then past the end. */
	CHECK_EQ(fseek(f, 2, SEEK_SET), 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(size, 2);
	CHECK_EQ(buf[9], 0);
	CHECK_EQ(fputwc(L'E', f), L'E');
	CHECK_EQ(fseek(f, 12, SEEK_SET), 0);
	CHECK_EQ(ftell(f), 12);
	CHECK_EQ(fputwc(L'q', f), L'q');
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(size, 13);
	CHECK(wmemcmp(buf, L"abE42\u20acxyz\0\0\0q", 14) == 0);

	errno = 0;
	CHECK_EQ(fseek(f, -1, SEEK_SET), -1);
	CHECK_EQ(errno, EINVAL);
	CHECK_EQ(ftell(f), 13);

	/* Growth well past the first allocation. */
	for (i = 0; i < 5000; i++)
		CHECK_EQ(fputwc(L'a' + i % 26, f), L'a' + i % 26);
	CHECK_EQ(fclose(f), 0);
	CHECK_EQ(size, 5013);
	CHECK_EQ(wcslen(buf), 9);
	CHECK_EQ(buf[5013], 0);
	CHECK_EQ(buf[5012], L'a' + 4999 % 26);
	CHECK_EQ(buf[13], L'a');
	free(buf);
	return 0;
}
