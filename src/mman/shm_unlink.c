#include <errno.h>
#include <limits.h>
#include <sys/mman.h>
#include <unistd.h>
#include "shm_name.h"

int shm_unlink(const char *name)
{
	char path[NAME_MAX + 16];
	int e = __shm_path(path, name, "");

	if (e) {
		errno = e;
		return -1;
	}
	return unlink(path);
}
