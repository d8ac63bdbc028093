#include "rwlock_impl.h"

/* EBUSY while a cycle is under way (threads blocked in the barrier).
   Otherwise waits until the threads released by the last cycle have left
   pthread_barrier_wait, so the caller may free the memory on return. */
int pthread_barrier_destroy(pthread_barrier_t *b)
{
	int priv = !b->_b_shared, v;

	if (a_load(&b->_b_arrived))
		return EBUSY;
	if (a_load(&b->_b_inside)) {
		v = __atomic_or_fetch(&b->_b_inside, B_DESTROYING, __ATOMIC_SEQ_CST);
		while (v != B_DESTROYING) {
			__futex_timedwait(&b->_b_inside, v, CLOCK_REALTIME, 0, priv);
			v = a_load(&b->_b_inside);
		}
	}
	b->_b_count = 0;
	return 0;
}
