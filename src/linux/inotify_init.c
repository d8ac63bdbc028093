#define _GNU_SOURCE
#include <sys/inotify.h>
#include "syscall.h"

/* aarch64 and riscv64 have only inotify_init1. */
int inotify_init(void)
{
#ifdef SYS_inotify_init
	return __syscall_ret(__syscall(SYS_inotify_init));
#else
	return __syscall_ret(__syscall(SYS_inotify_init1, 0));
#endif
}
