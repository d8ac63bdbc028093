#include "rwlock_impl.h"

int pthread_rwlockattr_destroy(pthread_rwlockattr_t *attr)
{
	(void)attr;
	return 0;
}
