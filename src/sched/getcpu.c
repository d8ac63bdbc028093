#define _GNU_SOURCE
#include <sched.h>
#include "syscall.h"

int getcpu(unsigned int *cpu, unsigned int *node)
{
	return __syscall_ret(__syscall(SYS_getcpu, cpu, node, 0));
}
