#include <fcntl.h>
#include <sys/stat.h>
#include "syscall.h"
#include "libc.h"

int fstat(int fd, struct stat *st)
{
#ifdef SYS_fstat
	return __syscall_ret(__syscall(SYS_fstat, fd, st));
#else
	return __syscall_ret(__syscall(SYS_newfstatat, fd, "", st, AT_EMPTY_PATH));
#endif
}

weak_alias(fstat, fstat64);
