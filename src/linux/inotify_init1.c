#define _GNU_SOURCE
#include <sys/inotify.h>
#include "syscall.h"

int inotify_init1(int flags)
{
	return __syscall_ret(__syscall(SYS_inotify_init1, flags));
}
