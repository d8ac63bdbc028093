#include <errno.h>
#include <fcntl.h>
#include "dirent_impl.h"
#include "syscall.h"

/* The descriptor is close-on-exec: a stream is private to the program. */
DIR *opendir(const char *path)
{
	long fd = __syscall_cp(SYS_openat, AT_FDCWD, path,
			       O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_LARGEFILE);
	DIR *d;

	if (fd < 0) {
		__syscall_ret(fd);
		return 0;
	}
	d = __dir_new(fd);
	if (!d) {
		__syscall(SYS_close, fd);
		errno = ENOMEM;
	}
	return d;
}
