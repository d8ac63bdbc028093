#include <sys/mount.h>
#include "syscall.h"

/* A file system context for fs_name, configured by fsconfig (5.2). */
int fsopen(const char *fs_name, unsigned int flags)
{
	return __syscall_ret(__syscall(SYS_fsopen, fs_name, flags));
}
