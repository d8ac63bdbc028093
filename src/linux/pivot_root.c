#define _GNU_SOURCE
#include <sys/mount.h>
#include "syscall.h"

int pivot_root(const char *new_root, const char *put_old)
{
	return __syscall_ret(__syscall(SYS_pivot_root, new_root, put_old));
}
