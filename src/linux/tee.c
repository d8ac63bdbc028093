#define _GNU_SOURCE
#include <fcntl.h>
#include "syscall.h"

ssize_t tee(int fd_in, int fd_out, size_t len, unsigned int flags)
{
	return __syscall_ret(__syscall_cp(SYS_tee, fd_in, fd_out, len, flags));
}
