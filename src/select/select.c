#include <errno.h>
#include <sys/select.h>
#include "syscall.h"

/* Like Linux's select, the timeout is updated to the time not slept.  A
   cancellation point.  Archs without select use pselect6 and convert the
   time both ways. */
int select(int n, fd_set *restrict rfds, fd_set *restrict wfds,
	   fd_set *restrict efds, struct timeval *restrict timeout)
{
#ifdef SYS_select
	return __syscall_ret(__syscall_cp(SYS_select, n, rfds, wfds, efds, timeout));
#else
	struct timespec ts, *tp = 0;
	long r;

	if (timeout) {
		if (timeout->tv_sec < 0 || timeout->tv_usec < 0 ||
		    timeout->tv_usec >= 1000000)
			return __syscall_ret(-EINVAL);
		ts.tv_sec = timeout->tv_sec;
		ts.tv_nsec = timeout->tv_usec * 1000;
		tp = &ts;
	}
	r = __syscall_cp(SYS_pselect6, n, rfds, wfds, efds, tp, 0);
	if (timeout && r != -EFAULT) {
		timeout->tv_sec = ts.tv_sec;
		timeout->tv_usec = ts.tv_nsec / 1000;
	}
	return __syscall_ret(r);
#endif
}
