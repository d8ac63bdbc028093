/* Test helper: read a /proc file whole and count /proc/self/maps lines
   (no stdio), for the tests that check thread memory does not grow. */
#ifndef WEFT_TEST_PROC_FILES_H
#define WEFT_TEST_PROC_FILES_H

#include <fcntl.h>
#include <unistd.h>
#include "check.h"

static char buf[1 << 16];

static size_t slurp(const char *path)
{
	int fd = open(path, O_RDONLY);
	size_t len = 0;
	ssize_t n;

	CHECK(fd >= 0);
	while (len + 1 < sizeof buf && (n = read(fd, buf + len, sizeof buf - 1 - len)) > 0)
		len += n;
	CHECK(len + 1 < sizeof buf);
	buf[len] = 0;
	close(fd);
	return len;
}

static long maps_lines(void)
{
	size_t len = slurp("/proc/self/maps");
	long lines = 0;
	for (size_t i = 0; i < len; i++)
		lines += buf[i] == '\n';
	return lines;
}

#endif
