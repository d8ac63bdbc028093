#define _GNU_SOURCE
#include <sys/inotify.h>
#include "syscall.h"

int inotify_add_watch(int fd, const char *path, uint32_t mask)
{
	return __syscall_ret(__syscall(SYS_inotify_add_watch, fd, path, mask));
}
