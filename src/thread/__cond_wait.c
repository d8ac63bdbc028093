#include <errno.h>
#include "cond_impl.h"

/* Deregisters the waiter (after which the condvar may be destroyed) and
   takes the mutex back.  Returns 0, or the mutex's EOWNERDEAD (held) or
   ENOTRECOVERABLE (not held). */
hidden int __cond_wait_finish(struct __cond_waiter *w)
{
	pthread_cond_t *c = w->c;
	pthread_mutex_t *m = w->m;
	int v, r;

	/* The last touch of c: a destroyer sleeping on the count is woken
	   when it reaches zero; the wake uses only the address. */
	v = a_fetch_add(&c->_c_waiters, -1);
	if (v == (int)(C_DESTROY | 1))
		__futex_wake(&c->_c_waiters, 1, w->priv);

	/* A broadcast may have queued other waiters on the mutex word behind
	   us: take it with FUTEX_WAITERS set so our unlock wakes the next. */
	if (w->priv && __cond_can_requeue(m))
		r = __mutex_timedlock(m, CLOCK_REALTIME, 0, 1);
	else
		r = pthread_mutex_lock(m);
	if (r == 0 || r == EOWNERDEAD)
		m->_m_count = w->count;
	return r;
}

/* Acting on a cancellation inside the wait.  A signal may have chosen
   this waiter just as it was cancelled; the wait did not return, so pass
   a wake-up on to another waiter (at worst a spurious one, which POSIX
   allows) rather than let the signal vanish. */
static void cancelled(void *p)
{
	struct __cond_waiter *w = p;

	if (a_load(&w->c->_c_seq) != w->seq)
		__futex_wake(&w->c->_c_seq, 1, w->priv);
	__cond_wait_finish(w);
}

hidden int __cond_wait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clk,
		       const struct timespec *at)
{
	struct __cond_waiter w = { c, m, 0, !(c->_c_flags & C_PSHARED), 0 };
	int kind = m->_m_kind, r, e;

	if (clk != CLOCK_REALTIME && clk != CLOCK_MONOTONIC)
		return EINVAL;
	if (at && !__timespec_valid(at))
		return EINVAL;
	/* Kinds that know their owner refuse a wait by another thread
	   before anything changes. */
	if (((kind & MK_TYPE) == PTHREAD_MUTEX_RECURSIVE || (kind & MK_TYPE) == PTHREAD_MUTEX_ERRORCHECK ||
	     (kind & (MK_ROBUST | MK_PI | MK_PP))) &&
	    (m->_m_lock & FUTEX_TID_MASK) != __self()->tid)
		return EPERM;

	/* Register while holding the mutex, then read the sequence: a
	   signaller that changes the predicate under the mutex either runs
	   before we registered (and we see its predicate) or sees our count
	   and bumps the sequence after our read, so the futex wait below
	   returns at once.  The mutex is published before the count so that
	   a broadcast seeing the count sees a live mutex. */
	if (w.priv)
		__atomic_store_n(&c->_c_mutex, (void *)m, __ATOMIC_RELAXED);
	a_fetch_add(&c->_c_waiters, 1);
	w.seq = a_load(&c->_c_seq);

	w.count = m->_m_count;
	if (kind & MK_TYPE)
		m->_m_count = 0;
	pthread_mutex_unlock(m);

	pthread_cleanup_push(cancelled, &w);
	r = __futex_timedwait_cp(&c->_c_seq, w.seq, clk, at, w.priv);
	pthread_cleanup_pop(0);
	/* EINTR is a spurious wake-up; a timeout that raced with a signal
	   reports the signal. */
	if (r == EINTR || (r == ETIMEDOUT && a_load(&c->_c_seq) != w.seq))
		r = 0;

	e = __cond_wait_finish(&w);
	return e ? e : r;
}
