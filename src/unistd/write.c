#include <unistd.h>
#include "syscall.h"

ssize_t write(int fd, const void *buf, size_t count)
{
	return __syscall_ret(__syscall_cp(SYS_write, fd, buf, count));
}
