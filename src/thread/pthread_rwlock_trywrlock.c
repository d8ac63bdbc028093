#include "rwlock_impl.h"

/* The write lock without waiting: EBUSY if anyone holds the lock. */
int pthread_rwlock_trywrlock(pthread_rwlock_t *rw)
{
	return __rwlock_trywr(rw);
}
