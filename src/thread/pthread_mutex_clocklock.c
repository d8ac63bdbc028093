#include <errno.h>
#include "mutex_impl.h"

/* As pthread_mutex_lock, giving up with ETIMEDOUT at abstime on clock
   (CLOCK_REALTIME or CLOCK_MONOTONIC, else EINVAL).  A malformed abstime
   is EINVAL only when the mutex is not free, as in glibc. */
int pthread_mutex_clocklock(pthread_mutex_t *__weft_restrict m, clockid_t clock,
			    const struct timespec *__weft_restrict abstime)
{
	if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC)
		return EINVAL;
	if (!(m->_m_kind & ~MK_TYPE) && __libc.threaded &&
	    !a_cas(&m->_m_lock, 0, LK_LOCKED)) {
		m->_m_owner = __self_tid();
		return 0;
	}
	return __mutex_timedlock(m, clock, abstime);
}
