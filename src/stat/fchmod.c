#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include "procfd.h"
#include "syscall.h"

/* An O_SEARCH directory (O_PATH here) is changed through its /proc
   link, since the fchmod system call refuses such descriptors. */
int fchmod(int fd, mode_t mode)
{
	char proc[__PROCFD_LEN];
	long r = __syscall(SYS_fchmod, fd, mode);

	if (r == -EBADF && __opath_procfdname(proc, fd))
		r = __syscall(SYS_fchmodat, AT_FDCWD, proc, mode);
	return __syscall_ret(r);
}
