#include <errno.h>
#include <limits.h>
#include "mutex_impl.h"

/* Returns 0, or for the kinds that detect them EDEADLK, EAGAIN (recursion
   count), EOWNERDEAD/ENOTRECOVERABLE (robust), EINVAL (priority ceiling
   below the caller).  Not a cancellation point; async-signal-unsafe.
   Taking a free private normal, recursive or errorcheck mutex is one
   compare-and-swap (none before the first thread exists) and the store
   of the owner: a free mutex has no owner to check and a recursion count
   of 0.  A recursive mutex the caller holds already only counts, with no
   atomic at all (SQLite takes its connection's mutex nested about twice
   per outer lock).  Everything else goes to __mutex_timedlock. */
int pthread_mutex_lock(pthread_mutex_t *m)
{
	int kind = m->_m_kind;

	if (!(kind & ~MK_TYPE)) {
		if (kind == PTHREAD_MUTEX_RECURSIVE && m->_m_owner == __self_tid()) {
			if (m->_m_count == INT_MAX)
				return EAGAIN;
			m->_m_count++;
			return 0;
		}
		if (!__libc.threaded) {
			if (!m->_m_lock) {
				m->_m_lock = LK_LOCKED;
				m->_m_owner = __self_tid();
				return 0;
			}
		} else if (!a_cas(&m->_m_lock, 0, LK_LOCKED)) {
			m->_m_owner = __self_tid();
			return 0;
		}
	}
	return __mutex_timedlock(m, CLOCK_REALTIME, 0);
}
