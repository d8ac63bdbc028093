#include "rwlock_impl.h"

/* A read lock without waiting: EBUSY if a writer holds the lock or one
   waits (and the caller holds no read lock), EAGAIN on reader overflow. */
int pthread_rwlock_tryrdlock(pthread_rwlock_t *rw)
{
	return __rwlock_tryrd(rw);
}
