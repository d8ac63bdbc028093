#include <string.h>
#include "fstab_impl.h"

/* The first entry of /etc/fstab for the mount point file. */
struct fstab *getfsfile(const char *file)
{
	struct fstab *f;

	if (!setfsent())
		return 0;
	while ((f = __fstab_next()))
		if (!strcmp(f->fs_file, file))
			return f;
	return 0;
}
