#include "rwlock_impl.h"

/* Initialises rw unlocked, with attr's kind and pshared (0: defaults,
   which equal PTHREAD_RWLOCK_INITIALIZER). */
int pthread_rwlock_init(pthread_rwlock_t *restrict rw, const pthread_rwlockattr_t *restrict attr)
{
	*rw = (pthread_rwlock_t){ 0 };
	if (attr) {
		rw->_rw_kind = attr->_rwa_kind;
		rw->_rw_shared = attr->_rwa_shared;
	}
	return 0;
}
