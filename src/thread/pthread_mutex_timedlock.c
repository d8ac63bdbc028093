#include "mutex_impl.h"

/* pthread_mutex_clocklock on CLOCK_REALTIME. */
int pthread_mutex_timedlock(pthread_mutex_t *__weft_restrict m, const struct timespec *__weft_restrict abstime)
{
	return pthread_mutex_clocklock(m, CLOCK_REALTIME, abstime);
}
