#define _GNU_SOURCE
#include <sched.h>
#include <string.h>
#include "syscall.h"

/* The kernel fills only as many bytes as its own mask has; the rest of the
   caller's set is cleared, and success is 0 (not a byte count). */
int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set)
{
	long r = __syscall(SYS_sched_getaffinity, pid, size, set);

	if (r < 0)
		return __syscall_ret(r);
	if ((size_t)r < size)
		memset((char *)set + r, 0, size - r);
	return 0;
}
