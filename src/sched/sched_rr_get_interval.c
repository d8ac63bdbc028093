#include <sched.h>
#include "syscall.h"

int sched_rr_get_interval(pid_t pid, struct timespec *ts)
{
	return __syscall_ret(__syscall(SYS_sched_rr_get_interval, pid, ts));
}
