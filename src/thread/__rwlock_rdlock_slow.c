#include <limits.h>
#include "rwlock_impl.h"
#include "sched_cache.h"

#define SPINS 100

/* A reader that must wait: spin briefly, then register in _rw_rwait, read
   the sequence word, try once more and sleep on the value read.  Whoever
   frees the way (a write unlock, a writer giving up) changes the lock
   word or _rw_wwait first and reads _rw_rwait after, so either it sees us
   registered and bumps the sequence, or our retry sees the change. */
hidden int __rwlock_rdlock_slow(pthread_rwlock_t *rw, clockid_t clk, const struct timespec *at)
{
	int priv = __rwlock_priv(rw), r, seq, prio, v;

	if (__rwlock_wrowned(rw))
		return EDEADLK;
	for (int i = 0; i < SPINS; i++) {
		a_spin();
		r = __rwlock_tryrd_rt(rw);
		if (r != EBUSY)
			return r;
	}
	/* A real-time reader leaves its priority for the write unlock, which
	   must then wake the readers before any writer (docs/rwlock.md). */
	prio = __sched_rt_prio();
	for (v = a_load(&rw->_rw_rprio); v < prio;)
		v = a_cas(&rw->_rw_rprio, v, prio);
	for (;;) {
		a_fetch_add(&rw->_rw_rwait, 1);
		seq = a_load(&rw->_rw_rseq);
		r = __rwlock_tryrd_rt(rw);
		if (r == EBUSY) {
			/* A deadline before 1970 has passed (glibc: ETIMEDOUT). */
			if (at && at->tv_sec < 0)
				r = ETIMEDOUT;
			else
				r = __futex_timedwait(&rw->_rw_rseq, seq, clk, at, priv);
			/* Woken or interrupted: look again (rwlocks never EINTR). */
			if (r == 0 || r == EINTR)
				r = EBUSY;
		}
		a_fetch_add(&rw->_rw_rwait, -1);
		if (r != EBUSY)
			return r;
	}
}
