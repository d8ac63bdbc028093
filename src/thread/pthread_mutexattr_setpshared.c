#include <errno.h>
#include "mutex_impl.h"

int pthread_mutexattr_setpshared(pthread_mutexattr_t *attr, int pshared)
{
	if (pshared == PTHREAD_PROCESS_SHARED)
		attr->__attr |= MK_PSHARED;
	else if (pshared == PTHREAD_PROCESS_PRIVATE)
		attr->__attr &= ~MK_PSHARED;
	else
		return EINVAL;
	return 0;
}
