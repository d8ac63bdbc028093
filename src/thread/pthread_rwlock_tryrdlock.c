#include "rwlock_impl.h"

/* A read lock without waiting: EBUSY if a writer holds the lock or one
   waits (and the caller holds no read lock and, if real-time, is not above
   every waiting writer), EAGAIN on reader overflow. */
int pthread_rwlock_tryrdlock(pthread_rwlock_t *rw)
{
	int r = __rwlock_tryrd_rt(rw);

	/* After a fork, writers that stayed behind do not count. */
	if (r == EBUSY) {
		__rwlock_forget_orphans(rw);
		r = __rwlock_tryrd_rt(rw);
	}
	return r;
}
