#define _GNU_SOURCE
#include <unistd.h>
#include "syscall.h"

int pipe2(int fds[2], int flags)
{
	return __syscall_ret(__syscall(SYS_pipe2, fds, flags));
}
