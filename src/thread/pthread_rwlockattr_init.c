#include "rwlock_impl.h"

/* Defaults: PTHREAD_RWLOCK_PREFER_READER_NP, PTHREAD_PROCESS_PRIVATE. */
int pthread_rwlockattr_init(pthread_rwlockattr_t *attr)
{
	*attr = (pthread_rwlockattr_t){ 0 };
	return 0;
}
