#include <limits.h>
#include "rwlock_impl.h"
#include "sched_cache.h"

#define SPINS 100

/* A writer that must wait registers in _rw_wwait for the whole wait: that
   count is what keeps new readers out (docs/rwlock.md), so a stream of
   readers cannot starve it.  It is decremented only after the lock word
   is ours, so no reader slips in between. */
hidden int __rwlock_wrlock_slow(pthread_rwlock_t *rw, clockid_t clk, const struct timespec *at)
{
	int priv = __rwlock_priv(rw), r, seq, left, slot;

	if (__rwlock_wrowned(rw))
		return EDEADLK;
	for (int i = 0; i < SPINS; i++) {
		a_spin();
		if (!__atomic_load_n(&rw->_rw_state, __ATOMIC_RELAXED) && !__rwlock_trywr(rw))
			return 0;
	}
	a_fetch_add(&rw->_rw_wwait, 1);
	slot = __rwlock_wslot_add(rw, __sched_rt_prio());
	for (;;) {
		seq = a_load(&rw->_rw_wseq);
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
	}
	__rwlock_wslot_del(rw, slot);
	left = a_fetch_add(&rw->_rw_wwait, -1) - 1;
	if (r) {
		/* Giving up.  The readers we kept out may enter now (with
		   real-time readers, some may even while other writers wait);
		   and if the lock is free with other writers asleep, pass a
		   wakeup on so none of them depends on one meant for us. */
		if ((!left || a_load(&rw->_rw_rprio)) && a_load(&rw->_rw_rwait))
			__rwlock_wake(&rw->_rw_rseq, INT_MAX, priv);
		else if (left && !a_load(&rw->_rw_state))
			__rwlock_wake(&rw->_rw_wseq, 1, priv);
	}
	return r;
}
