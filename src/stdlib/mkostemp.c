#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include "tempname.h"
#include "libc.h"

/* Like mkstemp, with extra open flags (O_APPEND, O_CLOEXEC, O_SYNC...).
   On failure the template ends in "XXXXXX" again. */
int mkostemp(char *template, int flags)
{
	char *x = __temp_xs(template);
	int fd;

	if (!x)
		return -1;
	flags = (flags & ~O_ACCMODE) | O_RDWR | O_CREAT | O_EXCL;
	for (int tries = 0; tries < 1000; tries++) {
		__temp_fill(x);
		fd = open(template, flags, 0600);
		if (fd >= 0)
			return fd;
		if (errno != EEXIST)
			break;
	}
	memcpy(x, "XXXXXX", 6);
	return -1;
}

weak_alias(mkostemp, mkostemp64);
