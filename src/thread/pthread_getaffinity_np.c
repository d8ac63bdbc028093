#define _GNU_SOURCE
#include <string.h>
#include "pthread_impl.h"
#include "syscall.h"

/* Bytes past the kernel's mask are cleared. */
int pthread_getaffinity_np(pthread_t id, size_t size, cpu_set_t *set)
{
	long r = __syscall(SYS_sched_getaffinity, ((struct __pthread *)id)->tid, size, set);

	if (r < 0)
		return (int)-r;
	if ((size_t)r < size)
		memset((char *)set + r, 0, size - r);
	return 0;
}
