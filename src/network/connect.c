#include <sys/socket.h>
#include "syscall.h"

/* A cancellation point. */
int connect(int fd, const struct sockaddr *addr, socklen_t len)
{
	return __syscall_ret(__syscall_cp(SYS_connect, fd, addr, len));
}
