#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/mman.h>
#include "cancel.h"
#include "shm_name.h"

/* Shared memory objects are files in /dev/shm, opened close-on-exec and
   without following links (as glibc). */
int shm_open(const char *name, int flags, mode_t mode)
{
	char path[NAME_MAX + 16];
	int e = __shm_path(path, name, "");

	if (e) {
		errno = e;
		return -1;
	}
	/* Not a cancellation point (POSIX lists shm_open nowhere). */
	int c = __cancel_off();
	int fd = open(path, flags | O_NOFOLLOW | O_CLOEXEC, mode);
	__cancel_restore(c);
	return fd;
}
