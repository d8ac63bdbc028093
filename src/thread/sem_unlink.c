#include <errno.h>
#include <limits.h>
#include <unistd.h>
#include "sem_impl.h"
#include "shm_name.h"

/* Removes the name; processes that have it open keep their semaphore.
   A name sem_open refuses as invalid names no semaphore: ENOENT (POSIX
   has no EINVAL here; glibc says ENOENT too).  EACCES, not EPERM, when
   the directory's sticky bit forbids it (as glibc, and as POSIX lists). */
int sem_unlink(const char *name)
{
	char path[NAME_MAX + 16];
	int e = __shm_path(path, name, "sem.");

	if (e) {
		errno = e == EINVAL ? ENOENT : e;
		return -1;
	}
	if (unlink(path) == 0)
		return 0;
	if (errno == EPERM)
		errno = EACCES;
	return -1;
}
