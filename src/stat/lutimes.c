#include <fcntl.h>
#include <sys/time.h>
#include "timeval_times.h"

/* As utimes, but sets a symbolic link's own times; null times means "now".
   Returns 0 or -1 with errno. */
int lutimes(const char *path, const struct timeval tv[2])
{
	struct timespec ts[2];
	const struct timespec *p;

	if (__timeval_times(tv, ts, &p))
		return -1;
	return utimensat(AT_FDCWD, path, p, AT_SYMLINK_NOFOLLOW);
}
