#include "rwlock_impl.h"

/* A release store: the critical section's writes become visible before
   the word reads free; nobody sleeps on a spin lock, so no wake. */
int pthread_spin_unlock(pthread_spinlock_t *s)
{
	__atomic_store_n(s, 0, __ATOMIC_RELEASE);
	return 0;
}
