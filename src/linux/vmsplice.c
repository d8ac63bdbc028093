#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/uio.h>
#include "syscall.h"

ssize_t vmsplice(int fd, const struct iovec *iov, size_t count, unsigned int flags)
{
	return __syscall_ret(__syscall_cp(SYS_vmsplice, fd, iov, count, flags));
}
