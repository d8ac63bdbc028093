#include <sys/stat.h>
#include "syscall.h"

int mkfifoat(int dirfd, const char *path, mode_t mode)
{
	return __syscall_ret(__syscall(SYS_mknodat, dirfd, path, (mode & 07777) | S_IFIFO, 0));
}
