#include <sys/epoll.h>
#include "syscall.h"

int epoll_ctl(int epfd, int op, int fd, struct epoll_event *ev)
{
	return __syscall_ret(__syscall(SYS_epoll_ctl, epfd, op, fd, ev));
}
