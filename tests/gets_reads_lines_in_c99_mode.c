/* gets, declared for C before C11: a line from stdin without its
   newline, the last line without one too, then null at end of file. */
// test: cflags -std=c99 -Wno-deprecated-declarations
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int p[2];
	char buf[64];

	CHECK_EQ(pipe(p), 0);
	CHECK_EQ(write(p[1], "first\n\nlast", 11), 11);
	close(p[1]);
	CHECK_EQ(dup2(p[0], 0), 0);
	CHECK(gets(buf) == buf);
	CHECK_STR(buf, "first");
	CHECK(gets(buf) == buf);
	CHECK_STR(buf, "");
	CHECK(gets(buf) == buf);
	CHECK_STR(buf, "last");
	CHECK(gets(buf) == 0);
	CHECK(feof(stdin));
	return 0;
}
