#define _GNU_SOURCE
#include <sched.h>
#include "syscall.h"

int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set)
{
	return __syscall_ret(__syscall(SYS_sched_setaffinity, pid, size, set));
}
