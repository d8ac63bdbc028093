#include <errno.h>
#include <unistd.h>
#include "kstatfs.h"

/* An empty path is ENOENT whatever the name (as with glibc). */
long pathconf(const char *path, int name)
{
	if (!path || !*path) {
		errno = path ? ENOENT : EFAULT;
		return -1;
	}
	return __pathconf(path, -1, name);
}
