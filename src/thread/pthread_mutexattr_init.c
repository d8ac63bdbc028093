#include "mutex_impl.h"

/* Defaults: normal, private, stalled, no protocol, ceiling 1 (the lowest
   SCHED_FIFO priority, as glibc reports it). */
int pthread_mutexattr_init(pthread_mutexattr_t *attr)
{
	attr->__attr = 1u << MA_CEILING_SHIFT;
	return 0;
}
