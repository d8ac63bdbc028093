#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int lchown(const char *path, uid_t owner, gid_t group)
{
#ifdef SYS_lchown
	return __syscall_ret(__syscall(SYS_lchown, path, owner, group));
#else
	return __syscall_ret(__syscall(SYS_fchownat, AT_FDCWD, path, owner, group,
				       AT_SYMLINK_NOFOLLOW));
#endif
}
