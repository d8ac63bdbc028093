#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include "dirent_impl.h"
#include "syscall.h"

/* The descriptor must be open for reading on a directory; on success it
   belongs to the stream and is marked close-on-exec. */
DIR *fdopendir(int fd)
{
	struct stat st;
	long r;
	DIR *d;

	r = __syscall(SYS_fstat, fd, &st);
	if (r < 0) {
		__syscall_ret(r);
		return 0;
	}
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return 0;
	}
	r = __syscall(SYS_fcntl, fd, F_GETFL);
	if (r < 0 || (r & O_PATH) || (r & O_ACCMODE) == O_WRONLY) {
		errno = EBADF;
		return 0;
	}
	d = __dir_new(fd);
	if (!d) {
		errno = ENOMEM;
		return 0;
	}
	__syscall(SYS_fcntl, fd, F_SETFD, FD_CLOEXEC);
	return d;
}
