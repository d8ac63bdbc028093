#include <sys/stat.h>
#include <sys/time.h>
#include "timeval_times.h"

/* Sets the times of the file open on fd; null times means "now".  Returns
   0 or -1 with errno. */
int futimes(int fd, const struct timeval tv[2])
{
	struct timespec ts[2];
	const struct timespec *p;

	if (__timeval_times(tv, ts, &p))
		return -1;
	return futimens(fd, p);
}
