#include <fcntl.h>
#include <sys/stat.h>
#include <sys/time.h>
#include "timeval_times.h"

/* utimes relative to dirfd; a null path means the file open on dirfd, as
   glibc.  Returns 0 or -1 with errno. */
int futimesat(int dirfd, const char *path, const struct timeval tv[2])
{
	struct timespec ts[2];
	const struct timespec *p;

	if (__timeval_times(tv, ts, &p))
		return -1;
	if (!path)
		return futimens(dirfd, p);
	return utimensat(dirfd, path, p, 0);
}
