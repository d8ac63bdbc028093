#include <errno.h>
#include <fcntl.h>
#include "stdio_impl.h"
#include "syscall.h"

/* The mode must agree with how fd is open; "a" sets O_APPEND on it and
   "e" sets FD_CLOEXEC (as glibc). */
FILE *fdopen(int fd, const char *mode)
{
	int fl = __fmodeflags(mode);
	long cur;

	if (fl < 0)
		return 0;
	cur = __syscall(SYS_fcntl, fd, F_GETFL);
	if (cur < 0) {
		errno = -cur;
		return 0;
	}
	if (((fl & O_ACCMODE) != O_WRONLY && (cur & O_ACCMODE) == O_WRONLY) ||
	    ((fl & O_ACCMODE) != O_RDONLY && (cur & O_ACCMODE) == O_RDONLY)) {
		errno = EINVAL;
		return 0;
	}
	if ((fl & O_APPEND) && !(cur & O_APPEND))
		__syscall(SYS_fcntl, fd, F_SETFL, cur | O_APPEND);
	if (fl & O_CLOEXEC)
		__syscall(SYS_fcntl, fd, F_SETFD, FD_CLOEXEC);
	return __fdopen_flags(fd, fl);
}
