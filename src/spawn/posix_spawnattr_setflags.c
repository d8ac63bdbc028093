#include <errno.h>
#include <spawn.h>

#define ALL (POSIX_SPAWN_RESETIDS | POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | \
	     POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSCHEDPARAM | POSIX_SPAWN_SETSCHEDULER | \
	     POSIX_SPAWN_USEVFORK | POSIX_SPAWN_SETSID)

/* EINVAL for bits that are not spawn flags. */
int posix_spawnattr_setflags(posix_spawnattr_t *attr, short flags)
{
	if ((unsigned short)flags & ~ALL)
		return EINVAL;
	attr->__flags = flags;
	return 0;
}
