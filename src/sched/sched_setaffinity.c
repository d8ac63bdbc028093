#define _GNU_SOURCE
#include <sched.h>
#include "pthread_impl.h"
#include "syscall.h"

int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set)
{
	int r = __syscall_ret(__syscall(SYS_sched_setaffinity, pid, size, set));

	/* The caller's count of its CPUs (condvar spins) goes stale. */
	if (!pid || pid == __self()->tid)
		__self()->cpus = 0;
	return r;
}
