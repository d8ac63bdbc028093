#define _GNU_SOURCE
#include <sys/socket.h>
#include "syscall.h"

/* A cancellation point, as accept. */
int accept4(int fd, struct sockaddr *restrict addr, socklen_t *restrict len, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_accept4, fd, addr, len, flags));
}
