#include <errno.h>
#include <sys/epoll.h>
#include "syscall.h"

/* The size is only checked to be positive, as the kernel does. */
int epoll_create(int size)
{
	if (size <= 0)
		return __syscall_ret(-EINVAL);
#ifdef SYS_epoll_create
	return __syscall_ret(__syscall(SYS_epoll_create, size));
#else
	return __syscall_ret(__syscall(SYS_epoll_create1, 0));
#endif
}
