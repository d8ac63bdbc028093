#include <errno.h>
#include "mutex_impl.h"

/* Returns 0, EBUSY when held (by anyone, the caller included, except a
   recursive mutex it owns: EAGAIN on count overflow), or the robust and
   ceiling errors of pthread_mutex_lock.  Never blocks. */
int pthread_mutex_trylock(pthread_mutex_t *m)
{
	if (!(m->_m_kind & ~MK_TYPE)) {
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
	return __mutex_trylock_slow(m);
}
