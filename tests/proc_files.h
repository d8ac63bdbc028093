/* Test helper: read a /proc file whole and count /proc/self/maps lines
   (no stdio), for the tests that check thread memory does not grow. */
#ifndef WEFT_TEST_PROC_FILES_H
#define WEFT_TEST_PROC_FILES_H

#include <unistd.h>
#include "check.h"

static char buf[1 << 16];

static size_t slurp(const char *path)
{
	ssize_t len = t_read_file(path, buf, sizeof buf);

	CHECK(len >= 0 && (size_t)len + 1 < sizeof buf);
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
