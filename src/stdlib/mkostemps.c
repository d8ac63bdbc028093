#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include "tempname.h"
#include "libc.h"

/* The core of the mk*stemp* family: creates and opens (read-write, mode
   0600, O_EXCL, plus the caller's O_APPEND, O_CLOEXEC, O_SYNC...) a new
   file named by replacing the XXXXXX that comes before the template's
   last suffixlen bytes.  On failure those six bytes are "XXXXXX" again. */
int mkostemps(char *template, int suffixlen, int flags)
{
	char *x = __temp_xs(template, suffixlen);
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

weak_alias(mkostemps, mkostemps64);
