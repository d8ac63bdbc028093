#include <sys/socket.h>
#include "syscall.h"

int getsockname(int fd, struct sockaddr *restrict addr, socklen_t *restrict len)
{
	return __syscall_ret(__syscall(SYS_getsockname, fd, addr, len));
}
