#include <sys/socket.h>
#include "syscall.h"

/* A cancellation point. */
ssize_t recvmsg(int fd, struct msghdr *msg, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_recvmsg, fd, msg, flags));
}
