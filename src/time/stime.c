#include <errno.h>
#include <time.h>

int stime(const time_t *t);

/* Set the system time to *t seconds (glibc keeps stime for old binaries
   only; clock_settime is the call to use). */
int stime(const time_t *t)
{
	struct timespec ts;

	if (!t) {
		errno = EINVAL;
		return -1;
	}
	ts.tv_sec = *t;
	ts.tv_nsec = 0;
	return clock_settime(CLOCK_REALTIME, &ts);
}
