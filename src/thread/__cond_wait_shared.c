#include <errno.h>
#include "cond_impl.h"

/* A process-shared condvar's wait (cond_impl.h): what pthread_cond_wait
   needs to undo when it returns or is cancelled. */
struct shared_wait {
	pthread_cond_t *c;
	pthread_mutex_t *m;
	int count;      /* recursive mutex: extra locks held before the wait */
	int seq;        /* _c_seq when the wait began */
};

/* Deregisters (after which the condvar may be destroyed) and takes the
   mutex back: 0, or the mutex's EOWNERDEAD (held) or ENOTRECOVERABLE. */
static int finish(struct shared_wait *w)
{
	int v = a_fetch_add(&w->c->_c_waiters, -1), r;

	if (v == (int)(C_DESTROY | 1))
		__futex_wake(&w->c->_c_waiters, 1, 0);
	r = pthread_mutex_lock(w->m);
	if (r == 0 || r == EOWNERDEAD)
		w->m->_m_count = w->count;
	return r;
}

/* Cancelled in the wait: a signal may have chosen this waiter just then;
   the wait did not return, so the wake-up goes on to another waiter (at
   worst a spurious one) rather than vanish. */
static void cancelled(void *p)
{
	struct shared_wait *w = p;

	if (a_load(&w->c->_c_seq) != w->seq)
		__futex_wake(&w->c->_c_seq, 1, 0);
	finish(w);
}

hidden int __cond_wait_shared(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clk,
			      const struct timespec *at)
{
	struct shared_wait w = { c, m, m->_m_count, 0 };
	int r, e;

	/* Register while holding the mutex, then read the sequence: a
	   signaller that changes the predicate under the mutex either runs
	   before we registered (and we see its predicate) or sees our count
	   and bumps the sequence after our read, so the futex wait below
	   returns at once. */
	a_fetch_add(&c->_c_waiters, 1);
	w.seq = a_load(&c->_c_seq);
	if (m->_m_kind & MK_TYPE)
		m->_m_count = 0;
	pthread_mutex_unlock(m);

	pthread_cleanup_push(cancelled, &w);
	r = __futex_timedwait_cp(&c->_c_seq, w.seq, clk, at, 0);
	pthread_cleanup_pop(0);
	/* EINTR is a spurious wake-up; a timeout that raced with a signal
	   reports the signal. */
	if (r == EINTR || (r == ETIMEDOUT && a_load(&c->_c_seq) != w.seq))
		r = 0;
	e = finish(&w);
	return e ? e : r;
}
