#define _GNU_SOURCE
#include <sys/pidfd.h>
#include "syscall.h"

/* A duplicate of descriptor fd of the process pidfd refers to (5.6). */
int pidfd_getfd(int pidfd, int fd, unsigned int flags)
{
	return __syscall_ret(__syscall(SYS_pidfd_getfd, pidfd, fd, flags));
}
