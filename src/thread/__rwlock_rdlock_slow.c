#include "lock.h"
#include "rwlock_impl.h"
#include "sched_cache.h"

/* The library's one spin policy (lock.h). */
#define SPINS LK_SPIN

/* Takes back the caller's registration in _rw_rq (made while the phase
   bit was `ph`).  Returns 1 instead if a write unlock has meanwhile
   handed the lock to the registered readers: the registration has then
   become a read lock the caller holds. */
static int leave(pthread_rwlock_t *rw, int ph)
{
	int q = a_load(&rw->_rw_rq);

	for (;;) {
		if ((q & RW_RPHASE) != ph)
			return 1;
		if (__atomic_compare_exchange_n(&rw->_rw_rq, &q, q - 1, 0,
						__ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
			return 0;
	}
}

/* The outcome of an attempt by a registered reader: r from the attempt
   (0 when it took a read lock, EAGAIN, ETIMEDOUT...).  A reader handed
   the lock meanwhile returns 0 in any case, and if it also took one
   itself gives that one back (it still holds the handed one, so the
   count cannot reach 0 here). */
static int done(pthread_rwlock_t *rw, int ph, int r)
{
	if (!leave(rw, ph))
		return r;
	if (!r)
		a_fetch_add(&rw->_rw_state, -1);
	else
		__rwlock_rdheld++;
	return 0;
}

/* A reader that must wait registers in _rw_rq at once, so that the next
   write unlock hands it the lock directly (a phase for the readers after
   at most one writer, docs/rwlock.md); then it spins briefly, and sleeps
   on _rw_rseq after setting RW_RSLEEP and trying once more.  Whoever may
   let it in (a write unlock, a writer giving up) changes the lock word,
   _rw_rq or _rw_wwait first and looks at RW_RSLEEP after, so either it
   sees the bit and wakes us, or our last try sees the change. */
hidden int __rwlock_rdlock_slow(pthread_rwlock_t *rw, clockid_t clk, const struct timespec *at)
{
	int priv = __rwlock_priv(rw), r, seq, prio, v, q, ph, spins = SPINS;

	if (__rwlock_wrowned(rw))
		return EDEADLK;
	__rwlock_forget_orphans(rw);
	ph = a_fetch_add(&rw->_rw_rq, 1) & RW_RPHASE;
	for (;;) {
		if ((a_load(&rw->_rw_rq) & RW_RPHASE) != ph) {
			__rwlock_rdheld++;
			return 0;
		}
		r = __rwlock_tryrd_rt(rw);
		if (r != EBUSY)
			return done(rw, ph, r);
		if (spins-- > 0) {
			a_spin();
			continue;
		}
		/* A real-time reader leaves its priority for the write unlock,
		   which must then wake the readers before any writer. */
		prio = __sched_rt_prio();
		for (v = a_load(&rw->_rw_rprio); v < prio;)
			v = a_cas(&rw->_rw_rprio, v, prio);
		seq = a_load(&rw->_rw_rseq);
		q = a_load(&rw->_rw_rq);
		while ((q & RW_RPHASE) == ph && !(q & RW_RSLEEP)
		       && !__atomic_compare_exchange_n(&rw->_rw_rq, &q, q | RW_RSLEEP, 0,
						       __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
			;
		if ((q & RW_RPHASE) != ph)
			continue;
		r = __rwlock_tryrd_rt(rw);
		if (r != EBUSY)
			return done(rw, ph, r);
		/* A deadline before 1970 has passed (glibc: ETIMEDOUT). */
		if (at && at->tv_sec < 0)
			r = ETIMEDOUT;
		else
			r = __futex_timedwait(&rw->_rw_rseq, seq, clk, at, priv);
		/* Woken or interrupted: look again (rwlocks never EINTR). */
		if (r == ETIMEDOUT || r == EINVAL)
			return done(rw, ph, r);
		spins = SPINS / 4;
	}
}
