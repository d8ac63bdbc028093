#include <sys/socket.h>
#include "syscall.h"

/* recvfrom without an address.  A cancellation point. */
ssize_t recv(int fd, void *buf, size_t len, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_recvfrom, fd, buf, len, flags, 0, 0));
}
