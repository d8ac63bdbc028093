#include "cond_impl.h"

/* pthread_cond_wait until abstime on the condvar's clock (REALTIME unless
   pthread_condattr_setclock chose MONOTONIC): ETIMEDOUT after it, EINVAL
   for a malformed abstime.  A cancellation point. */
int pthread_cond_timedwait(pthread_cond_t *__weft_restrict c, pthread_mutex_t *__weft_restrict m,
			   const struct timespec *__weft_restrict abstime)
{
	return __cond_wait(c, m, c->_c_flags & C_MONOTONIC ? CLOCK_MONOTONIC : CLOCK_REALTIME, abstime);
}
