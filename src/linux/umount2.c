#define _GNU_SOURCE
#include <sys/mount.h>
#include "syscall.h"

int umount2(const char *target, int flags)
{
	return __syscall_ret(__syscall(SYS_umount2, target, flags));
}
