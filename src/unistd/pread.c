#include <unistd.h>
#include "syscall.h"
#include "libc.h"

ssize_t pread(int fd, void *buf, size_t count, off_t offset)
{
	return __syscall_ret(__syscall_cp(SYS_pread64, fd, buf, count, offset));
}

weak_alias(pread, pread64);
