#include <fcntl.h>
#include <sys/stat.h>
#include "syscall.h"

/* A FIFO is a node of type S_IFIFO; only permission bits come from mode. */
int mkfifo(const char *path, mode_t mode)
{
	return __syscall_ret(__syscall(SYS_mknodat, AT_FDCWD, path, (mode & 07777) | S_IFIFO, 0));
}
