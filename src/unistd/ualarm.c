#include <errno.h>
#include <sys/time.h>
#include <unistd.h>
#include "syscall.h"

/* The microsecond alarm (removed from POSIX.1-2008, still in use): a
   SIGALRM after usecs microseconds, then every interval microseconds
   (0 means once; usecs 0 cancels).  Returns what was left of the
   previous real-time timer, in microseconds.  Both arguments must be
   below one second: EINVAL otherwise, as SUSv3 specifies. */
useconds_t ualarm(useconds_t usecs, useconds_t interval)
{
	struct itimerval it = { { 0, interval }, { 0, usecs } };
	struct itimerval old = { { 0, 0 }, { 0, 0 } };

	if (usecs >= 1000000 || interval >= 1000000) {
		errno = EINVAL;
		return (useconds_t)-1;
	}
	if (__syscall_ret(__syscall(SYS_setitimer, ITIMER_REAL, &it, &old)) < 0)
		return (useconds_t)-1;
	return old.it_value.tv_sec * 1000000 + old.it_value.tv_usec;
}
