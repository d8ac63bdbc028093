#define _GNU_SOURCE
#include <sys/pidfd.h>
#include "syscall.h"

int pidfd_open(pid_t pid, unsigned int flags)
{
	return __syscall_ret(__syscall(SYS_pidfd_open, pid, flags));
}
