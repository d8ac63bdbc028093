#include "mutex_impl.h"

/* Returns 0, or EPERM when a kind that knows its owner is unlocked by
   another thread.  Never a system call unless someone waits. */
int pthread_mutex_unlock(pthread_mutex_t *m)
{
	if (m->_m_kind == PTHREAD_MUTEX_NORMAL) {
		/* Before the first thread nobody can be waiting, and a private
		   mutex is seen by this thread only. */
		if (!__libc.threaded)
			m->_m_lock = 0;
		else if (a_swap(&m->_m_lock, 0) & FUTEX_WAITERS)
			__futex_wake(&m->_m_lock, 1, 1);
		return 0;
	}
	return __mutex_unlock_slow(m);
}
