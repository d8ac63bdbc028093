#include <errno.h>
#include <limits.h>
#include "mutex_impl.h"

/* Every unlock but the plain release of a private normal, recursive or
   errorcheck mutex with no sleepers counted and no condvar waiter
   deferred to it. */
hidden int __mutex_unlock_slow(pthread_mutex_t *m)
{
	struct __pthread *self = __self();
	int kind = m->_m_kind, type = kind & MK_TYPE, priv = __mutex_priv(m);
	int saved, v, nv, wake_all = 0;
	struct __cond_node *n = 0;

	if (__mutex_owner(m) != self->tid) {
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
	} else if (kind & MK_ROBUST) {
		/* The tid goes, FUTEX_WAITERS stays (seq_cst: the critical
		   section's writes are visible to whoever takes the word
		   next).  The waiter woken below may die before it takes the
		   word, and another locker may take it first: the bit left
		   in the word makes that locker's unlock wake the next
		   sleeper, where a word cleared to 0 would let it sleep on a
		   free mutex for good.  It is cleared once a wake finds
		   nobody asleep; a thread about to sleep then finds the word
		   changed and looks again. */
		v = m->_m_lock;
		while ((nv = a_cas(&m->_m_lock, v, v & FUTEX_WAITERS)) != v)
			v = nv;
		if (wake_all)
			__futex_wake(&m->_m_lock, INT_MAX, priv);
		else if ((v & FUTEX_WAITERS) &&
			 __futex_wake(&m->_m_lock, 1, priv) <= 0)
			a_cas(&m->_m_lock, FUTEX_WAITERS, 0);
	} else {
		/* The first condvar waiter deferred to this unlock leaves the
		   list and is told to go while the mutex is still held: until
		   then it cannot return (it needs the mutex), so its node is
		   alive; the wake-up itself only names the address. */
		n = (struct __cond_node *)m->_m_next;
		if (n) {
			m->_m_next = n->mnext;
			if (!n->mnext)
				m->_m_prev = 0;
			/* A waiter still spinning (CN_SPIN) needs no
			   wake-up call; it may clear the bit meanwhile. */
			if (__cn_change(&n->state, -1, 3, CN_WAKE) & CN_SPIN)
				n = 0;
		}
		m->_m_owner = 0;
		__lk_unlock(&m->_m_lock, priv);
		if (n)
			__futex_wake(&n->state, 1, 1);
	}
	if (kind & MK_ROBUST) {
		__asm__ __volatile__("" ::: "memory");
		self->robust.pending = 0;
	}
	__mutex_pp_restore(saved);
	return 0;
}
