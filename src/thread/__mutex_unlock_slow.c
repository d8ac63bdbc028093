#include <errno.h>
#include <limits.h>
#include "mutex_impl.h"

/* Every kind but the private normal one, whose unlock is inline in
   pthread_mutex_unlock. */
hidden int __mutex_unlock_slow(pthread_mutex_t *m)
{
	struct __pthread *self = __self();
	int kind = m->_m_kind, type = kind & MK_TYPE, priv = __mutex_priv(m);
	int saved, v = m->_m_lock, wake_all = 0;

	if ((v & FUTEX_TID_MASK) != self->tid) {
		/* POSIX leaves a normal mutex's unlock by another thread
		   undefined; as glibc, it is allowed there (a semaphore-like
		   use some programs rely on). */
		if ((type == PTHREAD_MUTEX_NORMAL || type == PTHREAD_MUTEX_ADAPTIVE_NP) &&
		    !(kind & (MK_ROBUST | MK_PI | MK_PP)))
			goto release;
		return EPERM;
	}
	if (type == PTHREAD_MUTEX_RECURSIVE && m->_m_count) {
		m->_m_count--;
		return 0;
	}
release:
	saved = m->_m_saved;
	m->_m_saved = 0;
	if (kind & MK_ROBUST) {
		/* Unlocked without pthread_mutex_consistent: nobody can ever
		   use it again, so every waiter must learn it now. */
		if (m->_m_state == MS_INCONSISTENT)
			m->_m_state = MS_NOTRECOVERABLE;
		if (m->_m_state == MS_NOTRECOVERABLE)
			wake_all = 1;
		self->robust.pending = &m->_m_next;
		__asm__ __volatile__("" ::: "memory");
		__robust_del(self, m);
	}
	if (kind & MK_PI) {
		/* The kernel hands a PI lock to the highest-priority waiter. */
		if (a_cas(&m->_m_lock, self->tid, 0) != self->tid)
			__syscall(SYS_futex, &m->_m_lock, FUTEX_UNLOCK_PI | (priv ? FUTEX_PRIVATE : 0));
	} else {
		/* release (seq_cst swap): the critical section's writes are
		   visible to whoever takes the word next. */
		v = a_swap(&m->_m_lock, 0);
		if ((v & FUTEX_WAITERS) || wake_all)
			__futex_wake(&m->_m_lock, wake_all ? INT_MAX : 1, priv);
	}
	if (kind & MK_ROBUST) {
		__asm__ __volatile__("" ::: "memory");
		self->robust.pending = 0;
	}
	__mutex_pp_restore(saved);
	return 0;
}
