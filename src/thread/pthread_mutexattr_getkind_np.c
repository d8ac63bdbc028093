#define _GNU_SOURCE
#include "mutex_impl.h"

/* The old LinuxThreads name of pthread_mutexattr_gettype. */
int pthread_mutexattr_getkind_np(const pthread_mutexattr_t *attr, int *kind)
{
	return pthread_mutexattr_gettype(attr, kind);
}
