#define _GNU_SOURCE
#include "pthread_impl.h"
#include "syscall.h"

/* ESRCH once the thread has exited (glibc 2.36 instead sets the caller's
   affinity: its tid 0 means "the caller" to the kernel). */
int pthread_setaffinity_np(pthread_t id, size_t size, const cpu_set_t *set)
{
	struct __pthread *t = (struct __pthread *)id;
	int r = (int)-__thread_syscall(t, SYS_sched_setaffinity,
				       (long)size, (long)set, 0);

	if (!r)
		t->cpus = 0;    /* its count of CPUs (condvar spins) is stale */
	return r;
}
