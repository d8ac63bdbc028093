#include <mntent.h>
#include "fstab_impl.h"

/* Opens /etc/fstab, or goes back to its start: 1, or 0 when it cannot
   be opened. */
int setfsent(void)
{
	if (__fstab_file) {
		rewind(__fstab_file);
		return 1;
	}
	__fstab_file = setmntent(_PATH_FSTAB, "re");
	return __fstab_file != 0;
}
