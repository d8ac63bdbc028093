#include <sys/epoll.h>
#include "syscall.h"
#include "sigmask_cp.h"

/* A cancellation point. */
int epoll_pwait(int epfd, struct epoll_event *evs, int max, int timeout,
		const sigset_t *mask)
{
	unsigned long km;

	if (mask)
		km = __kmask_app(mask);
	return __syscall_ret(__syscall_cp(SYS_epoll_pwait, epfd, evs, max, timeout,
					  mask ? &km : 0, KSIGSET_SIZE));
}
