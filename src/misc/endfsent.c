#include <mntent.h>
#include "fstab_impl.h"

void endfsent(void)
{
	if (__fstab_file) {
		endmntent(__fstab_file);
		__fstab_file = 0;
	}
}
