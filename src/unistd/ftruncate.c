#include <unistd.h>
#include "syscall.h"
#include "libc.h"

int ftruncate(int fd, off_t length)
{
	return __syscall_ret(__syscall(SYS_ftruncate, fd, length));
}

weak_alias(ftruncate, ftruncate64);
