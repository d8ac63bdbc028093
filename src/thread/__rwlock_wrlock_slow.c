#include "lock.h"
#include "rwlock_impl.h"
#include "sched_cache.h"

/* The library's one spin policy (lock.h). */
#define SPINS LK_SPIN

/* Spins up to SPINS pauses, taking the lock if it is seen free between
   readers; 1 if it did. */
static int catch_free(pthread_rwlock_t *rw)
{
	for (int i = 0; i < SPINS; i++) {
		a_spin();
		if (!__atomic_load_n(&rw->_rw_state, __ATOMIC_RELAXED) && !__rwlock_trywr(rw))
			return 1;
	}
	return 0;
}

/* A writer that must wait spins briefly (new readers still come in), then
   registers in _rw_wwait for the whole wait.  A real-time writer closes
   the gate to new readers at once (POSIX orders them by priority); any
   other leaves it open while it sleeps, and the readers that pass it close
   it after RW_WPASS of them (docs/rwlock.md, "Convoys"), so a stream of
   readers cannot starve it either way.  Before each sleep it sets
   RW_WSLEEP and tries once more; whoever frees the lock clears the bit and
   wakes one writer, and the woken writer spins to catch the lock between
   readers, then sets the bit again (while it waits, or when it leaves
   with writers still registered), so that the others are not forgotten.
   The registration is dropped only after the lock word is ours, so no
   reader slips in between once the gate is closed. */
hidden int __rwlock_wrlock_slow(pthread_rwlock_t *rw, clockid_t clk, const struct timespec *at)
{
	int priv = __rwlock_priv(rw), r, seq, w, slot, prio;

	if (__rwlock_wrowned(rw))
		return EDEADLK;
	__rwlock_forget_orphans(rw);
	if (catch_free(rw))
		return 0;
	a_fetch_add(&rw->_rw_wwait, 1);
	prio = __sched_rt_prio();
	slot = __rwlock_wslot_add(rw, prio);
	if (prio)
		__atomic_fetch_or(&rw->_rw_wwait, RW_WGATE, __ATOMIC_SEQ_CST);
	for (;;) {
		if (!__rwlock_trywr(rw)) {
			r = 0;
			break;
		}
		seq = a_load(&rw->_rw_wseq);
		__atomic_fetch_or(&rw->_rw_wwait, RW_WSLEEP, __ATOMIC_SEQ_CST);
		if (!__rwlock_trywr(rw)) {
			r = 0;
			break;
		}
		if (at && at->tv_sec < 0)
			r = ETIMEDOUT;
		else
			r = __futex_timedwait(&rw->_rw_wseq, seq, clk, at, priv);
		if (r == ETIMEDOUT || r == EINVAL)
			break;
		/* Woken: the lock was free a moment ago; readers may be
		   back in (the gate may be open), so catch it between
		   them. */
		if (catch_free(rw)) {
			r = 0;
			break;
		}
	}
	__rwlock_wslot_del(rw, slot);
	/* Unregister; writers left behind may sleep with nobody woken for
	   them (a wakeup may have come to us), so leave the bit set for the
	   next release.  The last writer clears it. */
	w = a_load(&rw->_rw_wwait);
	while (!__atomic_compare_exchange_n(&rw->_rw_wwait, &w,
					    (w & RW_WCOUNT) == 1 ? 0 : (w - 1) | RW_WSLEEP, 0,
					    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
		;
	if (r) {
		/* Giving up.  The readers we kept out may enter now (with
		   real-time readers, some may even while other writers wait);
		   and if the lock is free with other writers asleep, pass a
		   wakeup on so none of them depends on one meant for us. */
		if ((w & RW_WCOUNT) == 1 || a_load(&rw->_rw_rprio))
			__rwlock_wake_readers(rw);
		if ((w & RW_WCOUNT) > 1 && !a_load(&rw->_rw_state))
			__rwlock_wake_one_writer(rw);
	}
	return r;
}
