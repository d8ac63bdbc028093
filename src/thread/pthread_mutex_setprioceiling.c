#include <errno.h>
#include <sched.h>
#include "mutex_impl.h"

/* Locks the mutex (which raises the caller to the old ceiling), changes the
   ceiling, unlocks.  EINVAL for a mutex without PTHREAD_PRIO_PROTECT or a
   ceiling outside SCHED_FIFO's range; the lock's errors otherwise. */
int pthread_mutex_setprioceiling(pthread_mutex_t *__weft_restrict m, int ceiling,
				 int *__weft_restrict old)
{
	int r, held;

	if (!(m->_m_kind & MK_PP) || ceiling < sched_get_priority_min(SCHED_FIFO) ||
	    ceiling > sched_get_priority_max(SCHED_FIFO))
		return EINVAL;
	held = __mutex_owner(m) == __self()->tid;
	if (!held) {
		r = pthread_mutex_lock(m);
		if (r && r != EOWNERDEAD)
			return r;
	}
	if (old)
		*old = m->_m_ceiling;
	m->_m_ceiling = ceiling;
	if (!held)
		pthread_mutex_unlock(m);
	return 0;
}
