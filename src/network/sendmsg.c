#include <sys/socket.h>
#include "syscall.h"

/* struct msghdr is the kernel's layout on 64-bit Linux.  A cancellation
   point. */
ssize_t sendmsg(int fd, const struct msghdr *msg, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_sendmsg, fd, msg, flags));
}
