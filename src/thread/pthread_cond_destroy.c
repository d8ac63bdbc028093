#include <limits.h>
#include "cond_impl.h"

/* Returns 0 once no waiter touches c any more.  Waiters already woken
   (by a broadcast, possibly moved onto their mutex's word) are waited
   for; destroying a condvar with waiters never woken is undefined (POSIX)
   and blocks here.  May be called with the mutex held. */
int pthread_cond_destroy(pthread_cond_t *c)
{
	int priv = !(c->_c_flags & C_PSHARED), v;
	pthread_mutex_t *m;

	v = a_load(&c->_c_waiters);
	if (!(v & ~C_DESTROY))
		return 0;
	while (a_cas(&c->_c_waiters, v, v | C_DESTROY) != v)
		v = a_load(&c->_c_waiters);
	while ((v = a_load(&c->_c_waiters)) & ~C_DESTROY) {
		/* Requeued waiters sleep on the mutex, which the caller may
		   hold: wake them so that they deregister first. */
		m = priv ? (pthread_mutex_t *)__atomic_load_n(&c->_c_mutex, __ATOMIC_RELAXED) : 0;
		if (m && __cond_can_requeue(m))
			__futex_wake(&m->_m_lock, INT_MAX, 1);
		__futex_timedwait(&c->_c_waiters, v, CLOCK_REALTIME, 0, priv);
	}
	return 0;
}
