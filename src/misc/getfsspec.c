#include <string.h>
#include "fstab_impl.h"

/* The first entry of /etc/fstab for the device spec. */
struct fstab *getfsspec(const char *spec)
{
	struct fstab *f;

	if (!setfsent())
		return 0;
	while ((f = __fstab_next()))
		if (!strcmp(f->fs_spec, spec))
			return f;
	return 0;
}
