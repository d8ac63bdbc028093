#include <sched.h>
#include "syscall.h"

int sched_get_priority_min(int policy)
{
	return __syscall_ret(__syscall(SYS_sched_get_priority_min, policy));
}
