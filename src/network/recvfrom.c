#include <sys/socket.h>
#include "syscall.h"

/* A cancellation point. */
ssize_t recvfrom(int fd, void *restrict buf, size_t len, int flags,
		 struct sockaddr *restrict addr, socklen_t *restrict alen)
{
	return __syscall_ret(__syscall_cp(SYS_recvfrom, fd, buf, len, flags, addr, alen));
}
