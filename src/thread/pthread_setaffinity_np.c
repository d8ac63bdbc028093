#define _GNU_SOURCE
#include "pthread_impl.h"
#include "syscall.h"

int pthread_setaffinity_np(pthread_t id, size_t size, const cpu_set_t *set)
{
	return (int)-__syscall(SYS_sched_setaffinity, ((struct __pthread *)id)->tid, size, set);
}
