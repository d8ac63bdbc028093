#include <errno.h>
#include "mutex_impl.h"

/* Returns 0, or EPERM when a kind that knows its owner is unlocked by
   another thread.  Never a system call unless someone waits.  For the
   private normal, recursive and errorcheck kinds: the owner check is one
   load, the release one compare-and-swap LK_LOCKED -> 0, which fails
   (to the lock core's wake) when sleepers are counted on the word. */
int pthread_mutex_unlock(pthread_mutex_t *m)
{
	int kind = m->_m_kind;

	if (!(kind & ~MK_TYPE)) {
		if (kind == PTHREAD_MUTEX_RECURSIVE || kind == PTHREAD_MUTEX_ERRORCHECK) {
			if (m->_m_owner != __self_tid())
				return EPERM;
			if (m->_m_count) {
				m->_m_count--;
				return 0;
			}
		}
		/* Condvar waiters to wake on this unlock: the slow path. */
		if (!m->_m_next) {
			m->_m_owner = 0;
			if (!__libc.threaded)
				m->_m_lock = 0;
			else
				__lk_unlock(&m->_m_lock, 1);
			return 0;
		}
	}
	return __mutex_unlock_slow(m);
}
