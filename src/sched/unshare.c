#define _GNU_SOURCE
#include <sched.h>
#include "syscall.h"

int unshare(int flags)
{
	return __syscall_ret(__syscall(SYS_unshare, flags));
}
