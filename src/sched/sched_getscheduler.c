#include <sched.h>
#include "syscall.h"

int sched_getscheduler(pid_t pid)
{
	return __syscall_ret(__syscall(SYS_sched_getscheduler, pid));
}
