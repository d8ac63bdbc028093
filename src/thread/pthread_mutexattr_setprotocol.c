#include <errno.h>
#include "mutex_impl.h"

int pthread_mutexattr_setprotocol(pthread_mutexattr_t *attr, int protocol)
{
	unsigned a = attr->__attr & ~(MK_PI | MK_PP);

	if (protocol == PTHREAD_PRIO_INHERIT)
		a |= MK_PI;
	else if (protocol == PTHREAD_PRIO_PROTECT)
		a |= MK_PP;
	else if (protocol != PTHREAD_PRIO_NONE)
		return EINVAL;
	attr->__attr = a;
	return 0;
}
