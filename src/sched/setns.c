#define _GNU_SOURCE
#include <sched.h>
#include "syscall.h"

int setns(int fd, int nstype)
{
	return __syscall_ret(__syscall(SYS_setns, fd, nstype));
}
