/* asprintf/vasprintf allocate exactly the formatted string: short,
   empty, and much longer than any first guess.  (Needs malloc.) */
#define _GNU_SOURCE
// test: cflags -Wno-format
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static int va(char **s, const char *fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vasprintf(s, fmt, ap);
	va_end(ap);
	return r;
}

int main(void)
{
	char *s = 0;
	int i;

	CHECK_EQ(asprintf(&s, "%s-%d-%.2f", "x", 12, 0.125), 9);
	CHECK_STR(s, "x-12-0.12");
	free(s);
	CHECK_EQ(asprintf(&s, ""), 0);
	CHECK_STR(s, "");
	free(s);
	CHECK_EQ(va(&s, "%5000d|%.1000f", 3, 1.0), 5000 + 1 + 1002);
	CHECK_EQ(strlen(s), 6003);
	for (i = 0; i < 4999; i++)
		CHECK_EQ(s[i], ' ');
	CHECK_EQ(memcmp(s + 4999, "3|1.000", 7), 0);
	free(s);
	return 0;
}
