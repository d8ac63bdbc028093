#define _GNU_SOURCE
#include <sched.h>
#include "syscall.h"
#include "vdso.h"

int getcpu(unsigned int *cpu, unsigned int *node)
{
	return __syscall_ret(__getcpu(cpu, node));
}
