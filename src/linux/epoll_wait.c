#include <sys/epoll.h>
#include "syscall.h"

/* A cancellation point. */
int epoll_wait(int epfd, struct epoll_event *evs, int max, int timeout)
{
#ifdef SYS_epoll_wait
	return __syscall_ret(__syscall_cp(SYS_epoll_wait, epfd, evs, max, timeout));
#else
	return __syscall_ret(__syscall_cp(SYS_epoll_pwait, epfd, evs, max, timeout, 0, 0));
#endif
}
