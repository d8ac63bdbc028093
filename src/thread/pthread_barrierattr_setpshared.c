#include "rwlock_impl.h"

/* EINVAL unless PTHREAD_PROCESS_PRIVATE or PTHREAD_PROCESS_SHARED. */
int pthread_barrierattr_setpshared(pthread_barrierattr_t *attr, int pshared)
{
	if (pshared != PTHREAD_PROCESS_PRIVATE && pshared != PTHREAD_PROCESS_SHARED)
		return EINVAL;
	attr->__attr = pshared;
	return 0;
}
