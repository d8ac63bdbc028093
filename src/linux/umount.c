#define _GNU_SOURCE
#include <sys/mount.h>
#include "syscall.h"

int umount(const char *target)
{
	return __syscall_ret(__syscall(SYS_umount2, target, 0));
}
