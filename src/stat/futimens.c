#include <errno.h>
#include <sys/stat.h>
#include "syscall.h"

/* utimensat with a null path works on the descriptor itself; with
   AT_FDCWD that would be the working directory, so a negative fd is
   refused first (EBADF, as for any other call on a descriptor). */
int futimens(int fd, const struct timespec times[2])
{
	if (fd < 0)
		return __syscall_ret(-EBADF);
	return __syscall_ret(__syscall(SYS_utimensat, fd, 0, times, 0));
}
