#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include "procfd.h"
#include "syscall.h"

/* utimensat with a null path works on the descriptor itself; with
   AT_FDCWD that would be the working directory, so a negative fd is
   refused first (EBADF, as for any other call on a descriptor).  An
   O_PATH descriptor (O_SEARCH, O_EXEC) is refused by the kernel and
   reached through its /proc link instead. */
int futimens(int fd, const struct timespec times[2])
{
	char proc[__PROCFD_LEN];
	long r;

	if (fd < 0)
		return __syscall_ret(-EBADF);
	r = __syscall(SYS_utimensat, fd, 0, times, 0);
	if (r == -EBADF && __opath_procfdname(proc, fd))
		r = __syscall(SYS_utimensat, AT_FDCWD, proc, times, 0);
	return __syscall_ret(r);
}
