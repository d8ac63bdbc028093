#include <sys/uio.h>
#include "syscall.h"

ssize_t writev(int fd, const struct iovec *iov, int iovcnt)
{
	return __syscall_ret(__syscall_cp(SYS_writev, fd, iov, iovcnt));
}
