#include <sys/epoll.h>
#include "syscall.h"

int epoll_create1(int flags)
{
	return __syscall_ret(__syscall(SYS_epoll_create1, flags));
}
