#include "cond_impl.h"

/* pthread_cond_timedwait on the given clock (REALTIME or MONOTONIC, else
   EINVAL).  A cancellation point. */
int pthread_cond_clockwait(pthread_cond_t *__weft_restrict c, pthread_mutex_t *__weft_restrict m,
			   clockid_t clock, const struct timespec *__weft_restrict abstime)
{
	return __cond_wait(c, m, clock, abstime);
}
