#include <errno.h>
#include "pthread_impl.h"

/* The POSIX policies, as glibc accepts them for attributes. */
int pthread_attr_setschedpolicy(pthread_attr_t *a, int policy)
{
	if (policy != SCHED_OTHER && policy != SCHED_FIFO && policy != SCHED_RR)
		return EINVAL;
	a->_a_flags = (a->_a_flags & ~0xff) | policy;
	return 0;
}
