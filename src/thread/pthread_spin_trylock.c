#include "rwlock_impl.h"

/* EBUSY if held (by anyone, the caller included: no owner is recorded). */
int pthread_spin_trylock(pthread_spinlock_t *s)
{
	if (__atomic_load_n(s, __ATOMIC_RELAXED) || __atomic_exchange_n(s, 1, __ATOMIC_ACQUIRE))
		return EBUSY;
	return 0;
}
