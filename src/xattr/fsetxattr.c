#include <errno.h>
#include <sys/xattr.h>
#include "procfd.h"
#include "syscall.h"

/* O_PATH descriptors (O_SEARCH, O_EXEC) go through their /proc link. */
int fsetxattr(int fd, const char *name, const void *value, size_t size, int flags)
{
	char proc[__PROCFD_LEN];
	long r = __syscall(SYS_fsetxattr, fd, name, value, size, flags);

	if (r == -EBADF && __opath_procfdname(proc, fd))
		r = __syscall(SYS_setxattr, proc, name, value, size, flags);
	return __syscall_ret(r);
}
