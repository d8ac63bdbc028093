#include "rwlock_impl.h"

/* pthread_rwlock_rdlock with an absolute CLOCK_REALTIME deadline:
   ETIMEDOUT when it passes, EINVAL for a bad tv_nsec. */
int pthread_rwlock_timedrdlock(pthread_rwlock_t *restrict rw, const struct timespec *restrict at)
{
	int r;

	if (__rwlock_badtime(CLOCK_REALTIME, at))
		return EINVAL;
	r = __rwlock_tryrd(rw);
	if (r != EBUSY)
		return r;
	return __rwlock_rdlock_slow(rw, CLOCK_REALTIME, at);
}
