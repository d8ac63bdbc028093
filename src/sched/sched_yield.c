#include <sched.h>
#include "syscall.h"

int sched_yield(void)
{
	return __syscall_ret(__syscall(SYS_sched_yield));
}
