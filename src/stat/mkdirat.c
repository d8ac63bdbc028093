#include <sys/stat.h>
#include "syscall.h"

int mkdirat(int dirfd, const char *path, mode_t mode)
{
	return __syscall_ret(__syscall(SYS_mkdirat, dirfd, path, mode));
}
