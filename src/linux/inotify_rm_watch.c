#define _GNU_SOURCE
#include <sys/inotify.h>
#include "syscall.h"

int inotify_rm_watch(int fd, int wd)
{
	return __syscall_ret(__syscall(SYS_inotify_rm_watch, fd, wd));
}
