#include "fstab_impl.h"

/* The next entry of /etc/fstab (opened on first use), overwritten by
   the next call; null at the end or when the file cannot be read. */
struct fstab *getfsent(void)
{
	return __fstab_next();
}
