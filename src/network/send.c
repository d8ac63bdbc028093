#include <sys/socket.h>
#include "syscall.h"

/* sendto without an address; Linux has no separate send on every arch.
   A cancellation point. */
ssize_t send(int fd, const void *buf, size_t len, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_sendto, fd, buf, len, flags, 0, 0));
}
