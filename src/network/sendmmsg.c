#define _GNU_SOURCE
#include <sys/socket.h>
#include "syscall.h"

/* Several messages in one call; returns how many were sent.  A
   cancellation point, as sendmsg. */
int sendmmsg(int fd, struct mmsghdr *vec, unsigned int n, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_sendmmsg, fd, vec, n, flags));
}
