#define _GNU_SOURCE
#include <unistd.h>
#include "syscall.h"

int syncfs(int fd)
{
	return __syscall_ret(__syscall(SYS_syncfs, fd));
}
