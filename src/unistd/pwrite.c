#include <unistd.h>
#include "syscall.h"
#include "libc.h"

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset)
{
	return __syscall_ret(__syscall_cp(SYS_pwrite64, fd, buf, count, offset));
}

weak_alias(pwrite, pwrite64);
