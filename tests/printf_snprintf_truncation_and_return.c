/* snprintf and friends follow C99: the return value is the length the
   whole output would have; the buffer gets at most n-1 bytes and a NUL;
   n == 0 writes nothing (the pointer may be null); a result past INT_MAX
   (or a width that does not fit an int) is EOVERFLOW. */
// test: cflags -Wno-format
// test: timeout 120
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

static int vsn(char *s, size_t n, const char *fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vsnprintf(s, n, fmt, ap);
	va_end(ap);
	return r;
}

static int vs(char *s, const char *fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vsprintf(s, fmt, ap);
	va_end(ap);
	return r;
}

int main(void)
{
	char buf[64];
	size_t n;

	/* Fits: whole output, NUL-terminated. */
	memset(buf, 'x', sizeof buf);
	CHECK_EQ(snprintf(buf, sizeof buf, "%s-%d", "abc", 42), 6);
	CHECK_STR(buf, "abc-42");
	CHECK_EQ(buf[7], 'x');

	/* Truncated at every possible size: prefix, NUL, bytes past n untouched. */
	for (n = 1; n <= 12; n++) {
		memset(buf, 'x', sizeof buf);
		CHECK_EQ(snprintf(buf, n, "hello %s", "world"), 11);
		CHECK_EQ(memcmp(buf, "hello world", n - 1), 0);
		CHECK_EQ(buf[n - 1], 0);
		CHECK_EQ(buf[n], 'x');
	}
	/* A float cut in the middle of its digits. */
	memset(buf, 'x', sizeof buf);
	CHECK_EQ(snprintf(buf, 8, "%.10f", 3.25), 12);
	CHECK_STR(buf, "3.25000");

	/* n == 0: nothing written, not even the NUL; NULL is allowed. */
	buf[0] = 'x';
	CHECK_EQ(snprintf(buf, 0, "%d", 12345), 5);
	CHECK_EQ(buf[0], 'x');
	CHECK_EQ(snprintf(NULL, 0, "%s %d %f", "abc", -7, 0.5), 15);
	CHECK_EQ(snprintf(NULL, 0, ""), 0);

	/* Long output measured without a buffer. */
	CHECK_EQ(snprintf(NULL, 0, "%5000d|%.3000f", 1, 1.0), 5000 + 1 + 3002);
	CHECK_EQ(snprintf(buf, sizeof buf, "%-100d|", 7), 101);
	CHECK_EQ(strlen(buf), sizeof buf - 1);

	/* The v forms. */
	CHECK_EQ(vsn(buf, 5, "%x", 0xabcdef), 6);
	CHECK_STR(buf, "abcd");
	CHECK_EQ(vs(buf, "[%5s]", "ab"), 7);
	CHECK_STR(buf, "[   ab]");
	CHECK_EQ(sprintf(buf, "%c%c%c", 'a', 0, 'b'), 3);
	CHECK_EQ(memcmp(buf, "a\0b", 4), 0);

	/* Exactly INT_MAX is fine; one more is EOVERFLOW. */
	errno = 0;
	CHECK_EQ(snprintf(NULL, 0, "%2147483647d", 1), INT_MAX);
	CHECK_ERR(snprintf(NULL, 0, "%2147483647d%d", 1, 1), EOVERFLOW);
	CHECK_ERR(snprintf(buf, sizeof buf, "%2147483648d", 1), EOVERFLOW);
	CHECK_ERR(snprintf(buf, sizeof buf, "%.2147483648d", 1), EOVERFLOW);
	return 0;
}
