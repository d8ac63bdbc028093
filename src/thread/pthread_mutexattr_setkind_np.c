#define _GNU_SOURCE
#include "mutex_impl.h"

/* The old LinuxThreads name of pthread_mutexattr_settype. */
int pthread_mutexattr_setkind_np(pthread_mutexattr_t *attr, int kind)
{
	return pthread_mutexattr_settype(attr, kind);
}
