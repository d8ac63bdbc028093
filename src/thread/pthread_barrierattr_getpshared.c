#include "rwlock_impl.h"

int pthread_barrierattr_getpshared(const pthread_barrierattr_t *restrict attr, int *restrict pshared)
{
	*pshared = attr->__attr;
	return 0;
}
