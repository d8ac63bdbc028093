#define _GNU_SOURCE
#include <poll.h>
#include "syscall.h"
#include "sigmask_cp.h"

/* The kernel writes the time left back into the timespec it gets; the
   caller's is const, so it gets a copy.  A cancellation point. */
int ppoll(struct pollfd *fds, nfds_t n, const struct timespec *timeout,
	  const sigset_t *mask)
{
	struct timespec ts, *tp = 0;
	unsigned long km;

	if (timeout) {
		ts = *timeout;
		tp = &ts;
	}
	if (mask)
		km = __kmask_app(mask);
	return __syscall_ret(__syscall_cp(SYS_ppoll, fds, n, tp, mask ? &km : 0,
					  mask ? KSIGSET_SIZE : 0));
}
