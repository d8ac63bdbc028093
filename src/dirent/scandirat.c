#define _GNU_SOURCE
#include <fcntl.h>
#include "dirent_impl.h"
#include "syscall.h"

/* scandir on path taken relative to the directory dirfd (AT_FDCWD: the
   working directory; an absolute path ignores dirfd). */
int scandirat(int dirfd, const char *path, struct dirent ***namelist,
	      int (*filter)(const struct dirent *),
	      int (*compar)(const struct dirent **, const struct dirent **))
{
	return __scandir_fd(__syscall_cp(SYS_openat, dirfd, path,
					 O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_LARGEFILE),
			    namelist, filter, compar);
}

weak_alias(scandirat, scandirat64);
