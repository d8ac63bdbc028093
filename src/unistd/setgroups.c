#define _DEFAULT_SOURCE
#include <errno.h>
#include <grp.h>
#include <limits.h>
#include "synccall.h"
#include "syscall.h"

/* The kernel takes the count as an int: a size_t beyond its limit would
   wrap into a small or negative one, so it is refused here. */
int setgroups(size_t size, const gid_t *list)
{
	if (size > NGROUPS_MAX) {
		errno = EINVAL;
		return -1;
	}
	return __setxid(SYS_setgroups, (long)size, (long)list, 0);
}
