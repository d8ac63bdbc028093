#define _GNU_SOURCE
#include <unistd.h>
#include "syscall.h"

int chroot(const char *path)
{
	return __syscall_ret(__syscall(SYS_chroot, path));
}
