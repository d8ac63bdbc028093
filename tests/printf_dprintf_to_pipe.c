/* dprintf writes the formatted output to a descriptor -- all of it, also
   when it is much longer than the internal buffer -- and returns its
   length; a bad descriptor gives -1 and EBADF. */
// test: cflags -Wno-format
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static int vd(int fd, const char *fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vdprintf(fd, fmt, ap);
	va_end(ap);
	return r;
}

static char got[20000];

static size_t drain(int fd)
{
	size_t len = 0;
	ssize_t n;
	while ((n = read(fd, got + len, sizeof got - 1 - len)) > 0)
		len += n;
	got[len] = 0;
	return len;
}

int main(void)
{
	int fds[2];
	size_t i;

	CHECK_EQ(pipe(fds), 0);
	CHECK_EQ(dprintf(fds[1], "%s=%d %.3f %x\n", "answer", 42, 2.5, 255), 19);
	CHECK_EQ(vd(fds[1], "[%-6s]", "ab"), 8);
	/* Longer than any small stack buffer: 8000 bytes of padding. */
	CHECK_EQ(dprintf(fds[1], "%8000d", 7), 8000);
	CHECK_EQ(dprintf(fds[1], ""), 0);
	close(fds[1]);
	CHECK_EQ(drain(fds[0]), 19 + 8 + 8000);
	close(fds[0]);
	CHECK_EQ(memcmp(got, "answer=42 2.500 ff\n[ab    ]", 27), 0);
	for (i = 27; i < 27 + 7999; i++)
		CHECK_EQ(got[i], ' ');
	CHECK_EQ(got[27 + 7999], '7');

	CHECK_ERR(dprintf(-1, "x%d", 1), EBADF);
	CHECK_ERR(dprintf(fds[1], "%d", 1), EBADF);
	return 0;
}
