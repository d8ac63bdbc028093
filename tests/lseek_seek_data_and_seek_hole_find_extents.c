/* SEEK_DATA and SEEK_HOLE (POSIX 2024, <unistd.h> with _GNU_SOURCE as in
   glibc): lseek finds the data and the hole of a sparse file, and past
   the end says ENXIO.  GNU tar's --hole-detection=seek needs them. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char name[] = "seekholeXXXXXX";
	int fd = mkstemp(name);
	CHECK_GE(fd, 0);
	unlink(name);

	CHECK_EQ(SEEK_DATA, 3);
	CHECK_EQ(SEEK_HOLE, 4);
	/* 64 MiB of hole, then a little data */
	const off_t at = 64L << 20;
	CHECK_EQ(pwrite(fd, "data", 4, at), 4);

	off_t d = lseek(fd, 0, SEEK_DATA);
	if (d == 0)
		t_skip("this file system reports no holes");
	if (d < 0 && errno == EINVAL)
		t_skip("this file system has no SEEK_DATA");
	CHECK_GT(d, 0);
	CHECK_LE(d, at);
	CHECK_EQ(lseek(fd, 0, SEEK_HOLE), 0);
	/* the file's end counts as a hole */
	CHECK_EQ(lseek(fd, at, SEEK_HOLE), at + 4);
	CHECK_ERR(lseek(fd, at + 4, SEEK_DATA), ENXIO);
	CHECK_ERR(lseek(fd, at + 100, SEEK_HOLE), ENXIO);
	close(fd);
	return 0;
}
