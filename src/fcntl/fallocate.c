#define _GNU_SOURCE
#include <fcntl.h>
#include "syscall.h"
#include "libc.h"

int fallocate(int fd, int mode, off_t offset, off_t len)
{
	return __syscall_ret(__syscall(SYS_fallocate, fd, mode, offset, len));
}

weak_alias(fallocate, fallocate64);
