#include <errno.h>
#include <limits.h>
#include <sys/mman.h>
#include <unistd.h>
#include "shm_name.h"

/* EACCES, not EPERM, when the directory's sticky bit forbids removing
   another user's object: POSIX lists only EACCES for a permission
   refused, and glibc reports it (as sem_unlink does). */
int shm_unlink(const char *name)
{
	char path[NAME_MAX + 16];
	int e = __shm_path(path, name, "");

	if (e) {
		errno = e;
		return -1;
	}
	if (unlink(path) == 0)
		return 0;
	if (errno == EPERM)
		errno = EACCES;
	return -1;
}
