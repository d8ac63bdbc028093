#include "cond_impl.h"

/* Releases m, waits for a signal or broadcast (or a spurious wake-up) and
   takes m back.  Returns 0, EPERM when a kind that knows its owner is not
   held by the caller, or EOWNERDEAD/ENOTRECOVERABLE from a robust m.
   A cancellation point. */
int pthread_cond_wait(pthread_cond_t *__weft_restrict c, pthread_mutex_t *__weft_restrict m)
{
	return __cond_wait(c, m, CLOCK_REALTIME, 0);
}
