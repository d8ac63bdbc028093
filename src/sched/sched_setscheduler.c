#include <sched.h>
#include "syscall.h"

int sched_setscheduler(pid_t pid, int policy, const struct sched_param *param)
{
	return __syscall_ret(__syscall(SYS_sched_setscheduler, pid, policy, param));
}
