#include <limits.h>
#include "cond_impl.h"

/* Wakes every waiter.  Only one is woken for a requeue-able mutex; the
   rest are moved onto the mutex's futex word, and each unlock hands the
   mutex to the next, so they do not all stampede to take it.  No system
   call when nobody waits.  Returns 0. */
int pthread_cond_broadcast(pthread_cond_t *c)
{
	int priv = !(c->_c_flags & C_PSHARED), seq;
	pthread_mutex_t *m;

	if (!(a_load(&c->_c_waiters) & ~C_DESTROY))
		return 0;
	seq = a_fetch_add(&c->_c_seq, 1) + 1;
	if (priv) {
		m = (pthread_mutex_t *)__atomic_load_n(&c->_c_mutex, __ATOMIC_RELAXED);
		/* The count was non-zero, so m is the mutex of live waiters.
		   The kernel requeues only if seq is still ours (else a later
		   signal raced in: wake everybody instead). */
		if (m && __cond_can_requeue(m) &&
		    __syscall(SYS_futex, &c->_c_seq, FUTEX_CMP_REQUEUE | FUTEX_PRIVATE, 1, INT_MAX,
			      &m->_m_lock, seq) >= 0)
			return 0;
	}
	__futex_wake(&c->_c_seq, INT_MAX, priv);
	return 0;
}
