#define _GNU_SOURCE
#include <dirent.h>
#include <unistd.h>
#include "libc.h"

/* The BSD call: *base gets the directory offset the records start at
   (lseek's, which getdents64 then moves on). */
ssize_t getdirentries(int fd, char *restrict buf, size_t size, off_t *restrict base)
{
	off_t at = lseek(fd, 0, SEEK_CUR);

	if (at < 0)
		return -1;
	*base = at;
	return getdents64(fd, buf, size);
}

weak_alias(getdirentries, getdirentries64);
