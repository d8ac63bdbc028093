#include "rwlock_impl.h"

int pthread_rwlockattr_getpshared(const pthread_rwlockattr_t *restrict attr, int *restrict pshared)
{
	*pshared = attr->_rwa_shared;
	return 0;
}
