#include <errno.h>
#include <sys/resource.h>
#include <unistd.h>
#include "syscall.h"

/* Adds inc to the nice value and returns the new one; -1 can be a valid
   result, so errno tells failures apart.  EPERM, not EACCES, as Linux. */
int nice(int inc)
{
	int cur, e = errno;

	errno = 0;
	cur = getpriority(PRIO_PROCESS, 0);
	if (cur == -1 && errno)
		return -1;
	errno = e;
	if (inc > 40)
		inc = 40;
	if (inc < -40)
		inc = -40;
	if (setpriority(PRIO_PROCESS, 0, cur + inc) < 0) {
		if (errno == EACCES)
			errno = EPERM;
		return -1;
	}
	return getpriority(PRIO_PROCESS, 0);
}
