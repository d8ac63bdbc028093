#include "rwlock_impl.h"

/* pthread_rwlock_timedrdlock on clock clk (CLOCK_REALTIME or
   CLOCK_MONOTONIC, else EINVAL). */
int pthread_rwlock_clockrdlock(pthread_rwlock_t *restrict rw, clockid_t clk,
			       const struct timespec *restrict at)
{
	int r;

	if (__rwlock_badtime(clk, at))
		return EINVAL;
	r = __rwlock_tryrd(rw);
	if (r != EBUSY)
		return r;
	return __rwlock_rdlock_slow(rw, clk, at);
}
