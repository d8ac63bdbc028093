#include <errno.h>
#include "cond_impl.h"

/* Returns 0 once no waiter touches c any more, EBUSY while a thread still
   waits on c (POSIX leaves that undefined).  A waiter that timed out or
   was cancelled may still be taking itself out of the queue: that is
   waited for.  May be called with the mutex held. */
int pthread_cond_destroy(pthread_cond_t *c)
{
	struct __cond_node *n;
	int v;

	if (c->_c_flags & C_PSHARED) {
		v = a_load(&c->_c_waiters);
		if (!(v & ~C_DESTROY))
			return 0;
		while (a_cas(&c->_c_waiters, v, v | C_DESTROY) != v)
			v = a_load(&c->_c_waiters);
		while ((v = a_load(&c->_c_waiters)) & ~C_DESTROY)
			__futex_timedwait(&c->_c_waiters, v, CLOCK_REALTIME, 0, 0);
		return 0;
	}
	for (;;) {
		__lk_lock(&c->_c_lock, 1);
		for (n = (struct __cond_node *)c->_c_head; n && a_load(&n->state) == CN_LEAVING; n = n->next)
			;
		__lk_unlock(&c->_c_lock, 1);
		if (n)
			return EBUSY;
		if (!__cond_first(c) && !a_load(&c->_c_lock))
			return 0;
		__syscall(SYS_sched_yield);
	}
}
