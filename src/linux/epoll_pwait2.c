#define _GNU_SOURCE
#include <sys/epoll.h>
#include "syscall.h"
#include "sigmask_cp.h"

/* epoll_pwait with a timespec timeout (5.11; null waits for ever).  A
   cancellation point. */
int epoll_pwait2(int epfd, struct epoll_event *evs, int max,
		 const struct timespec *timeout, const sigset_t *mask)
{
	unsigned long km;

	if (mask)
		km = __kmask_app(mask);
	return __syscall_ret(__syscall_cp(SYS_epoll_pwait2, epfd, evs, max, timeout,
					  mask ? &km : 0, KSIGSET_SIZE));
}
