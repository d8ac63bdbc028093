#include <sys/fanotify.h>
#include "syscall.h"

/* 64-bit archs only: the mask fits one argument register */
int fanotify_mark(int fd, unsigned int flags, uint64_t mask, int dirfd,
		  const char *path)
{
	return __syscall_ret(__syscall(SYS_fanotify_mark, fd, flags, mask, dirfd, path));
}
