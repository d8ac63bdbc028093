#define _GNU_SOURCE
#include <fcntl.h>
#include "syscall.h"

int sync_file_range(int fd, off_t offset, off_t nbytes, unsigned int flags)
{
	return __syscall_ret(__syscall_cp(SYS_sync_file_range, fd, offset, nbytes, flags));
}
