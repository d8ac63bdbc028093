#include <sys/mount.h>
#include "syscall.h"

/* A context for reconfiguring the mount at path (5.2). */
int fspick(int dirfd, const char *path, unsigned int flags)
{
	return __syscall_ret(__syscall(SYS_fspick, dirfd, path, flags));
}
