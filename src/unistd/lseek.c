#include <unistd.h>
#include "syscall.h"
#include "libc.h"

off_t lseek(int fd, off_t offset, int whence)
{
	return __syscall_ret(__syscall(SYS_lseek, fd, offset, whence));
}

weak_alias(lseek, lseek64);
