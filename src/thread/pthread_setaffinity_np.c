#define _GNU_SOURCE
#include <errno.h>
#include "pthread_impl.h"
#include "syscall.h"

/* ESRCH once the thread has exited (glibc 2.36 instead sets the caller's
   affinity: its tid 0 means "the caller" to the kernel). */
int pthread_setaffinity_np(pthread_t id, size_t size, const cpu_set_t *set)
{
	struct __pthread *t = (struct __pthread *)id;
	unsigned long mask;
	int tid = __tid_lock(t, &mask);
	long r;

	if (!tid)
		return ESRCH;
	r = __syscall(SYS_sched_setaffinity, tid, size, set);
	__tid_unlock(t, &mask);
	return (int)-r;
}
