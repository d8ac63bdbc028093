#include <errno.h>
#include <sys/xattr.h>
#include "procfd.h"
#include "syscall.h"

/* O_PATH descriptors (O_SEARCH, O_EXEC) go through their /proc link. */
ssize_t flistxattr(int fd, char *list, size_t size)
{
	char proc[__PROCFD_LEN];
	long r = __syscall(SYS_flistxattr, fd, list, size);

	if (r == -EBADF && __opath_procfdname(proc, fd))
		r = __syscall(SYS_listxattr, proc, list, size);
	return __syscall_ret(r);
}
