/* mbrtoc8 hands out a character's UTF-8 units one per call ((size_t)-3
   for those after the first); c8rtomb gathers them and writes the
   character when the last arrives, refusing broken sequences. */
#define _GNU_SOURCE
#include <errno.h>
#include <locale.h>
#include <string.h>
#include <uchar.h>
#include <wchar.h>
#include "check.h"

int main(void)
{
	char8_t u[8];
	char out[8];
	mbstate_t st;

	CHECK(setlocale(LC_ALL, "C.UTF-8"));
	memset(&st, 0, sizeof st);
	CHECK_EQ(mbrtoc8(&u[0], "\xf0\x9f\x98\x80z", 5, &st), 4);
	CHECK(!mbsinit(&st));
	CHECK_EQ(mbrtoc8(&u[1], "z", 1, &st), (size_t)-3);
	CHECK_EQ(mbrtoc8(&u[2], "z", 1, &st), (size_t)-3);
	CHECK_EQ(mbrtoc8(&u[3], "z", 1, &st), (size_t)-3);
	CHECK(mbsinit(&st));
	CHECK(!memcmp(u, "\xf0\x9f\x98\x80", 4));
	CHECK_EQ(mbrtoc8(&u[4], "z", 1, &st), 1);
	CHECK_EQ(u[4], 'z');
	CHECK_EQ(mbrtoc8(&u[0], "\xc3", 1, &st), (size_t)-2);
	CHECK_EQ(mbrtoc8(&u[0], "\xa9", 1, &st), 1);
	CHECK_EQ(u[0], 0xc3);
	CHECK_EQ(mbrtoc8(&u[1], "", 1, &st), (size_t)-3);
	CHECK_EQ(u[1], 0xa9);
	CHECK_EQ(mbrtoc8(&u[0], "", 1, &st), 0);
	CHECK_EQ(u[0], 0);

	memset(&st, 0, sizeof st);
	CHECK_EQ(c8rtomb(out, 0xe2, &st), 0);
	CHECK_EQ(c8rtomb(out, 0x82, &st), 0);
	CHECK_EQ(c8rtomb(out, 0xac, &st), 3);
	CHECK(!memcmp(out, "\xe2\x82\xac", 3));
	CHECK(mbsinit(&st));
	CHECK_EQ(c8rtomb(out, 'q', &st), 1);
	CHECK_EQ(out[0], 'q');
	CHECK_EQ(c8rtomb(out, 0xe2, &st), 0);
	errno = 0;
	CHECK_EQ(c8rtomb(out, 'q', &st), (size_t)-1);
	CHECK_EQ(errno, EILSEQ);
	memset(&st, 0, sizeof st);
	errno = 0;
	CHECK_EQ(c8rtomb(out, 0x80, &st), (size_t)-1);
	CHECK_EQ(errno, EILSEQ);
	return 0;
}
