#include <errno.h>
#include <sys/time.h>
#include <time.h>
#include "syscall.h"

/* Sets the clock through clock_settime.  A timezone alone goes to the
   kernel (it only affects some filesystems' timestamps); both at once
   is EINVAL, as glibc 2.31 and later. */
int settimeofday(const struct timeval *tv, const struct timezone *tz)
{
	struct timespec ts;

	if (tz) {
		if (tv)
			return __syscall_ret(-EINVAL);
		return __syscall_ret(__syscall(SYS_settimeofday, 0, tz));
	}
	if (!tv || tv->tv_usec < 0 || tv->tv_usec >= 1000000)
		return __syscall_ret(-EINVAL);
	ts.tv_sec = tv->tv_sec;
	ts.tv_nsec = tv->tv_usec * 1000;
	return clock_settime(CLOCK_REALTIME, &ts);
}
