#include "rwlock_impl.h"

/* Test-and-test-and-set: the exchange is tried only when the word reads
   free, so waiters spin on a shared cache line instead of bouncing it. */
int pthread_spin_lock(pthread_spinlock_t *s)
{
	while (__atomic_exchange_n(s, 1, __ATOMIC_ACQUIRE)) {
		while (__atomic_load_n(s, __ATOMIC_RELAXED))
			a_spin();
	}
	return 0;
}
