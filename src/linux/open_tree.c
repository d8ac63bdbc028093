#include <sys/mount.h>
#include "syscall.h"

/* A descriptor of the mount at path, or of a detached copy of it (5.2). */
int open_tree(int dirfd, const char *path, unsigned int flags)
{
	return __syscall_ret(__syscall(SYS_open_tree, dirfd, path, flags));
}
