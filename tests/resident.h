/* Test helper: the calling process's resident set, in pages, from
   /proc/self/statm (its second field), read with open/read only. */
#ifndef WEFT_TEST_RESIDENT_H
#define WEFT_TEST_RESIDENT_H

#include <fcntl.h>
#include <unistd.h>
#include "check.h"

__attribute__((unused)) static long resident_pages(void)
{
	char buf[256];
	const char *s = buf;
	long v = 0;
	int fd = open("/proc/self/statm", O_RDONLY);
	ssize_t n;

	CHECK(fd >= 0);
	n = read(fd, buf, sizeof buf - 1);
	CHECK(n > 0);
	buf[n] = 0;
	close(fd);
	while (*s != ' ')
		s++;
	for (s++; *s >= '0' && *s <= '9'; s++)
		v = v * 10 + (*s - '0');
	return v;
}

#endif
