#include <errno.h>
#include "mutex_impl.h"

/* Returns 0, or EPERM when a kind that knows its owner is unlocked by
   another thread.  Never a system call unless someone waits.  For the
   private normal, recursive and errorcheck kinds: the owner check is one
   load of the word, the release one compare-and-swap tid -> 0, which
   fails (to the slow path) when sleepers are counted on the word. */
int pthread_mutex_unlock(pthread_mutex_t *m)
{
	int kind = m->_m_kind;

	if (!(kind & ~MK_TYPE)) {
		int tid = __self_tid();
		if (kind == PTHREAD_MUTEX_RECURSIVE || kind == PTHREAD_MUTEX_ERRORCHECK) {
			if (__mutex_owner(m) != tid)
				return EPERM;
			if (m->_m_count) {
				m->_m_count--;
				return 0;
			}
		}
		/* Condvar waiters to wake on this unlock: the slow path. */
		if (!m->_m_next) {
			if (!__libc.threaded) {
				m->_m_lock = 0;
				return 0;
			}
			if (a_cas(&m->_m_lock, tid, 0) == tid)
				return 0;
		}
	}
	return __mutex_unlock_slow(m);
}
