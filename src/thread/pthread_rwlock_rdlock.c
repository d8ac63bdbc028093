#include "rwlock_impl.h"

/* Takes a read lock; EDEADLK if the caller holds the write lock, EAGAIN if
   the reader count would overflow.  Not a cancellation point. */
int pthread_rwlock_rdlock(pthread_rwlock_t *rw)
{
	int r = __rwlock_tryrd(rw);

	if (r != EBUSY)
		return r;
	return __rwlock_rdlock_slow(rw, CLOCK_REALTIME, 0);
}
