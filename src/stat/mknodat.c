#include <sys/stat.h>
#include "syscall.h"

int mknodat(int dirfd, const char *path, mode_t mode, dev_t dev)
{
	return __syscall_ret(__syscall(SYS_mknodat, dirfd, path, mode, dev));
}
