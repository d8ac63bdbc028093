#include <sys/statfs.h>
#include "syscall.h"
#include "libc.h"

int fstatfs(int fd, struct statfs *buf)
{
	return __syscall_ret(__syscall(SYS_fstatfs, fd, buf));
}

weak_alias(fstatfs, fstatfs64);
