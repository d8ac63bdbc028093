#include "rwlock_impl.h"

/* EBUSY while the lock is held or a thread waits for it (as POSIX
   recommends); otherwise nothing to release. */
int pthread_rwlock_destroy(pthread_rwlock_t *rw)
{
	if (a_load(&rw->_rw_state) || (a_load(&rw->_rw_wwait) & RW_WCOUNT)
	    || (a_load(&rw->_rw_rq) & RW_RCOUNT))
		return EBUSY;
	return 0;
}
