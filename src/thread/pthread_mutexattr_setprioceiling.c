#include <errno.h>
#include <sched.h>
#include "mutex_impl.h"

/* EINVAL outside SCHED_FIFO's priority range. */
int pthread_mutexattr_setprioceiling(pthread_mutexattr_t *attr, int ceiling)
{
	if (ceiling < sched_get_priority_min(SCHED_FIFO) || ceiling > sched_get_priority_max(SCHED_FIFO))
		return EINVAL;
	attr->__attr = (attr->__attr & 0xffffu) | (unsigned)ceiling << MA_CEILING_SHIFT;
	return 0;
}
