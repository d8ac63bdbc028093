#include <errno.h>
#include <sys/xattr.h>
#include "procfd.h"
#include "syscall.h"

/* O_PATH descriptors (O_SEARCH, O_EXEC) go through their /proc link. */
ssize_t fgetxattr(int fd, const char *name, void *value, size_t size)
{
	char proc[__PROCFD_LEN];
	long r = __syscall(SYS_fgetxattr, fd, name, value, size);

	if (r == -EBADF && __opath_procfdname(proc, fd))
		r = __syscall(SYS_getxattr, proc, name, value, size);
	return __syscall_ret(r);
}
