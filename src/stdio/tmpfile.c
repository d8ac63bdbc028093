#include <errno.h>
#include <fcntl.h>
#include "stdio_impl.h"
#include "syscall.h"
#include "libc.h"

/* An anonymous file in /tmp (O_TMPFILE), or, where the file system does
   not support that, a new name that is removed at once. */
FILE *tmpfile(void)
{
	int fl = O_RDWR | O_CLOEXEC;
	FILE *f;
	int fd = open("/tmp", O_TMPFILE | fl, 0600);

	if (fd < 0) {
		char name[] = "/tmp/tmpf_XXXXXX";
		for (int tries = 0; tries < 100; tries++) {
			__tmpname(name + 10);
			fd = open(name, O_CREAT | O_EXCL | fl, 0600);
			if (fd >= 0) {
#ifdef SYS_unlink
				__syscall(SYS_unlink, name);
#else
				__syscall(SYS_unlinkat, AT_FDCWD, name, 0);
#endif
				break;
			}
			if (errno != EEXIST)
				return 0;
		}
		if (fd < 0)
			return 0;
	}
	f = __fdopen_flags(fd, fl);
	if (!f)
		__syscall(SYS_close, fd);
	return f;
}

weak_alias(tmpfile, tmpfile64);
