#include <unistd.h>
#include "syscall.h"

int fchownat(int dirfd, const char *path, uid_t owner, gid_t group, int flags)
{
	return __syscall_ret(__syscall(SYS_fchownat, dirfd, path, owner, group, flags));
}
