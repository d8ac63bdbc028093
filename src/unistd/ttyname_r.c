#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "procfd.h"
#include "syscall.h"

/* The terminal's name is where /proc/self/fd/N points, provided that path
   still names the same device (it may be in another mount namespace, or
   gone).  Returns an error number, not -1. */
int ttyname_r(int fd, char *buf, size_t size)
{
	char proc[__PROCFD_LEN];
	struct stat named, opened;
	long r;

	if (!isatty(fd))
		return errno;
	if (!size)
		return ERANGE;
	__procfdname(proc, fd);
	r = __syscall(SYS_readlinkat, AT_FDCWD, proc, buf, size);
	if (r < 0)
		return r == -ENOENT ? ENODEV : -r;
	if ((size_t)r >= size)
		return ERANGE;
	buf[r] = 0;
	if (__syscall(SYS_newfstatat, AT_FDCWD, buf, &named, 0) < 0 ||
	    __syscall(SYS_newfstatat, fd, "", &opened, AT_EMPTY_PATH) < 0 ||
	    named.st_dev != opened.st_dev || named.st_ino != opened.st_ino)
		return ENODEV;
	return 0;
}
