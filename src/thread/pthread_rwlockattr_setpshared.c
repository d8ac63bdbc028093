#include "rwlock_impl.h"

/* EINVAL unless PTHREAD_PROCESS_PRIVATE or PTHREAD_PROCESS_SHARED. */
int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *attr, int pshared)
{
	if (pshared != PTHREAD_PROCESS_PRIVATE && pshared != PTHREAD_PROCESS_SHARED)
		return EINVAL;
	attr->_rwa_shared = pshared;
	return 0;
}
