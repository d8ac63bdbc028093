#include <errno.h>
#include <sys/xattr.h>
#include "procfd.h"
#include "syscall.h"

/* O_PATH descriptors (O_SEARCH, O_EXEC) go through their /proc link. */
int fremovexattr(int fd, const char *name)
{
	char proc[__PROCFD_LEN];
	long r = __syscall(SYS_fremovexattr, fd, name);

	if (r == -EBADF && __opath_procfdname(proc, fd))
		r = __syscall(SYS_removexattr, proc, name);
	return __syscall_ret(r);
}
