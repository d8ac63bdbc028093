#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include "libc.h"

/*
 * lockf's section runs from the current offset for len bytes (back
 * from it when len is negative, to the end of file and beyond when 0):
 * an fcntl write lock with whence SEEK_CUR says exactly that.  F_LOCK
 * waits (a cancellation point, through fcntl's F_SETLKW); F_TEST fails
 * with EACCES when another process holds a lock on the section.
 */
int lockf(int fd, int cmd, off_t len)
{
	struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_CUR, .l_start = 0, .l_len = len };

	switch (cmd) {
	case F_ULOCK:
		fl.l_type = F_UNLCK;
		return fcntl(fd, F_SETLK, &fl);
	case F_LOCK:
		return fcntl(fd, F_SETLKW, &fl);
	case F_TLOCK:
		return fcntl(fd, F_SETLK, &fl);
	case F_TEST:
		if (fcntl(fd, F_GETLK, &fl) < 0)
			return -1;
		if (fl.l_type == F_UNLCK || fl.l_pid == getpid())
			return 0;
		errno = EACCES;
		return -1;
	}
	errno = EINVAL;
	return -1;
}

weak_alias(lockf, lockf64);
