#include <errno.h>
#include "mutex_impl.h"

int pthread_mutexattr_setrobust(pthread_mutexattr_t *attr, int robust)
{
	if (robust == PTHREAD_MUTEX_ROBUST)
		attr->__attr |= MK_ROBUST;
	else if (robust == PTHREAD_MUTEX_STALLED)
		attr->__attr &= ~MK_ROBUST;
	else
		return EINVAL;
	return 0;
}
