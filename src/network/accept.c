#include <sys/socket.h>
#include "syscall.h"

/* A cancellation point. */
int accept(int fd, struct sockaddr *restrict addr, socklen_t *restrict len)
{
#ifdef SYS_accept
	return __syscall_ret(__syscall_cp(SYS_accept, fd, addr, len));
#else
	return __syscall_ret(__syscall_cp(SYS_accept4, fd, addr, len, 0));
#endif
}
