#include <limits.h>
#include "rwlock_impl.h"

/* Releases the caller's read or write lock.  EPERM if the lock is not
   held, or is write-locked by another thread (a read lock's holders are
   not recorded, so releasing another thread's read lock goes unnoticed).
   With nobody waiting: one atomic, no system call. */
int pthread_rwlock_unlock(pthread_rwlock_t *rw)
{
	int priv = __rwlock_priv(rw);
	int s = a_load(&rw->_rw_state);

	if (s & RW_WRITER) {
		if (__atomic_load_n(&rw->_rw_owner, __ATOMIC_RELAXED) != __rwlock_me(rw))
			return EPERM;
		__atomic_store_n(&rw->_rw_owner, 0, __ATOMIC_RELAXED);
		/* Sequentially consistent: the waiter counts are read after
		   the release (docs/rwlock.md, "no lost wakeup"). */
		a_store(&rw->_rw_state, 0);
		/* Writers first (readers would only find the gate closed),
		   out of line: real-time readers may come before them. */
		if (a_load(&rw->_rw_wwait))
			return __rwlock_wake_writer(rw);
		if (a_load(&rw->_rw_rwait))
			__rwlock_wake(&rw->_rw_rseq, INT_MAX, priv);
		return 0;
	}
	do {
		if (!(s & RW_READERS))
			return EPERM;
	} while (!__atomic_compare_exchange_n(&rw->_rw_state, &s, s - 1, 1,
					      __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
	if (__rwlock_rdheld > 0)
		__rwlock_rdheld--;
	if ((s & RW_READERS) == 1 && a_load(&rw->_rw_wwait))
		__rwlock_wake(&rw->_rw_wseq, 1, priv);
	return 0;
}
