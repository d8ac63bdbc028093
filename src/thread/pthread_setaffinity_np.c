#define _GNU_SOURCE
#include "pthread_impl.h"
#include "syscall.h"

/* ESRCH once the thread has exited (glibc 2.36 instead sets the caller's
   affinity: its tid 0 means "the caller" to the kernel). */
int pthread_setaffinity_np(pthread_t id, size_t size, const cpu_set_t *set)
{
	return (int)-__thread_syscall((struct __pthread *)id, SYS_sched_setaffinity,
				      (long)size, (long)set, 0);
}
