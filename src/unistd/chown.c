#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int chown(const char *path, uid_t owner, gid_t group)
{
#ifdef SYS_chown
	return __syscall_ret(__syscall(SYS_chown, path, owner, group));
#else
	return __syscall_ret(__syscall(SYS_fchownat, AT_FDCWD, path, owner, group, 0));
#endif
}
