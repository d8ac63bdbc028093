#define _GNU_SOURCE
#include <fcntl.h>
#include "syscall.h"

ssize_t readahead(int fd, off_t offset, size_t count)
{
	return __syscall_ret(__syscall(SYS_readahead, fd, offset, count));
}
