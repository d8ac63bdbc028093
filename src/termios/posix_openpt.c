#include <fcntl.h>
#include <stdlib.h>
#include "syscall.h"

/* The master side of a new pseudo-terminal pair. */
int posix_openpt(int flags)
{
	return __syscall_ret(__syscall(SYS_openat, AT_FDCWD, "/dev/ptmx", flags | O_LARGEFILE));
}
