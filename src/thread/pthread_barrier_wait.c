#include <limits.h>
#include "rwlock_impl.h"

/* Waits until _b_count threads have arrived; returns
   PTHREAD_BARRIER_SERIAL_THREAD in the last one to arrive, 0 in the
   others.  Not a cancellation point.
   Every thread counts itself in _b_inside for its whole stay and leaves
   with one decrement as its last access, so pthread_barrier_destroy can
   wait for the barrier's memory to be unused (docs/rwlock.md). */
int pthread_barrier_wait(pthread_barrier_t *b)
{
	int priv = !b->_b_shared, count = b->_b_count, seq, r, in;

	a_fetch_add(&b->_b_inside, 1);
	/* The cycle number cannot move before we arrive: the cycle needs us. */
	seq = a_load(&b->_b_seq);
	if (a_fetch_add(&b->_b_arrived, 1) + 1 == count) {
		/* Reset before the new cycle number is published: a thread of
		   the next cycle can only enter after seeing it. */
		a_store(&b->_b_arrived, 0);
		a_fetch_add(&b->_b_seq, 1);
		if (count > 1)
			__futex_wake(&b->_b_seq, INT_MAX, priv);
		r = PTHREAD_BARRIER_SERIAL_THREAD;
	} else {
		while (a_load(&b->_b_seq) == seq)
			__futex_timedwait(&b->_b_seq, seq, CLOCK_REALTIME, 0, priv);
		r = 0;
	}
	in = a_fetch_add(&b->_b_inside, -1);
	/* The wake may reach memory already freed or reused: a futex wake on
	   an unmapped address fails harmlessly and on a reused one is a
	   spurious wakeup, which every futex waiter tolerates. */
	if (in == (B_DESTROYING | 1))
		__futex_wake(&b->_b_inside, 1, priv);
	return r;
}
