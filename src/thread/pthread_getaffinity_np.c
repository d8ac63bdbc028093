#define _GNU_SOURCE
#include <string.h>
#include "pthread_impl.h"
#include "syscall.h"

/* Bytes past the kernel's mask are cleared.  ESRCH once the thread has
   exited (glibc 2.36 instead reports the caller's mask). */
int pthread_getaffinity_np(pthread_t id, size_t size, cpu_set_t *set)
{
	long r = __thread_syscall((struct __pthread *)id, SYS_sched_getaffinity,
				  (long)size, (long)set, 0);

	if (r < 0)
		return (int)-r;
	if ((size_t)r < size)
		memset((char *)set + r, 0, size - r);
	return 0;
}
