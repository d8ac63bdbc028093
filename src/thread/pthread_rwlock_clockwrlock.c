#include "rwlock_impl.h"

/* pthread_rwlock_timedwrlock on clock clk (CLOCK_REALTIME or
   CLOCK_MONOTONIC, else EINVAL). */
int pthread_rwlock_clockwrlock(pthread_rwlock_t *restrict rw, clockid_t clk,
			       const struct timespec *restrict at)
{
	if (__rwlock_badtime(clk, at))
		return EINVAL;
	if (!__rwlock_trywr(rw))
		return 0;
	return __rwlock_wrlock_slow(rw, clk, at);
}
