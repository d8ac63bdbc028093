#include <sys/mount.h>
#include "syscall.h"

/* A detached mount of the context fd has created (5.2). */
int fsmount(int fd, unsigned int flags, unsigned int ms_flags)
{
	return __syscall_ret(__syscall(SYS_fsmount, fd, flags, ms_flags));
}
