#define _GNU_SOURCE
#include <sched.h>
#include "syscall.h"
#include "vdso.h"

int sched_getcpu(void)
{
	unsigned cpu;
	long r = __getcpu(&cpu, 0);
	return r < 0 ? __syscall_ret(r) : (int)cpu;
}
