#include "rwlock_impl.h"

/* pthread_rwlock_wrlock with an absolute CLOCK_REALTIME deadline:
   ETIMEDOUT when it passes, EINVAL for a bad tv_nsec. */
int pthread_rwlock_timedwrlock(pthread_rwlock_t *restrict rw, const struct timespec *restrict at)
{
	if (__rwlock_badtime(CLOCK_REALTIME, at))
		return EINVAL;
	if (!__rwlock_trywr(rw))
		return 0;
	return __rwlock_wrlock_slow(rw, CLOCK_REALTIME, at);
}
