#include <sys/mount.h>
#include "syscall.h"

/* Changes the attributes of a mount (or tree) (5.12); size is the
   caller's sizeof(struct mount_attr). */
int mount_setattr(int dirfd, const char *path, unsigned int flags,
		  struct mount_attr *attr, size_t size)
{
	return __syscall_ret(__syscall(SYS_mount_setattr, dirfd, path, flags,
				       attr, size));
}
