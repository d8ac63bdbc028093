#define _GNU_SOURCE
#include <sys/socket.h>
#include "syscall.h"

/* Several messages in one call; struct timespec is the kernel's on 64-bit
   Linux.  A cancellation point, as recvmsg. */
int recvmmsg(int fd, struct mmsghdr *vec, unsigned int n, int flags, struct timespec *timeout)
{
	return __syscall_ret(__syscall_cp(SYS_recvmmsg, fd, vec, n, flags, timeout));
}
