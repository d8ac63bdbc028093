#include <fcntl.h>
#include "dirent_impl.h"
#include "syscall.h"

/* Collects copies of the entries filter accepts (all when filter is null),
   sorted with compar when given.  On failure nothing stays allocated and
   errno says why. */
int scandir(const char *path, struct dirent ***namelist,
	    int (*filter)(const struct dirent *),
	    int (*compar)(const struct dirent **, const struct dirent **))
{
	return __scandir_fd(__syscall_cp(SYS_openat, AT_FDCWD, path,
					 O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_LARGEFILE),
			    namelist, filter, compar);
}

weak_alias(scandir, scandir64);
