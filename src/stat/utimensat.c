#include <sys/stat.h>
#include "syscall.h"

/* A null path with a descriptor is a Linux extension the kernel accepts. */
int utimensat(int dirfd, const char *path, const struct timespec times[2], int flags)
{
	return __syscall_ret(__syscall(SYS_utimensat, dirfd, path, times, flags));
}
