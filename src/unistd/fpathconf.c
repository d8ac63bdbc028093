#include <errno.h>
#include <unistd.h>
#include "kstatfs.h"

/* A negative descriptor is EBADF whatever the name (as with glibc). */
long fpathconf(int fd, int name)
{
	if (fd < 0) {
		errno = EBADF;
		return -1;
	}
	return __pathconf(0, fd, name);
}
