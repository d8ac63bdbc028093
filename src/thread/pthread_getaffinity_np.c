#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include "pthread_impl.h"
#include "syscall.h"

/* Bytes past the kernel's mask are cleared.  ESRCH once the thread has
   exited (glibc 2.36 instead reports the caller's mask). */
int pthread_getaffinity_np(pthread_t id, size_t size, cpu_set_t *set)
{
	struct __pthread *t = (struct __pthread *)id;
	unsigned long mask;
	int tid = __tid_lock(t, &mask);
	long r;

	if (!tid)
		return ESRCH;
	r = __syscall(SYS_sched_getaffinity, tid, size, set);
	__tid_unlock(t, &mask);
	if (r < 0)
		return (int)-r;
	if ((size_t)r < size)
		memset((char *)set + r, 0, size - r);
	return 0;
}
