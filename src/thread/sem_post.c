#include <errno.h>
#include <limits.h>
#include "sem_impl.h"

/* Async-signal-safe: one compare-and-swap loop and at most one wake, no
   lock.  A wake is sent only when more waiters are registered than the
   value held before this post: each unit already there has a waiter of
   its own awake or being woken, so only a waiter beyond them can be
   asleep with nobody to wake it (docs/semaphore.md has the argument). */
int sem_post(sem_t *sem)
{
	uint64_t w = __sem_load(sem);

	do {
		if (S_VALUE(w) >= SEM_VALUE_MAX) {
			errno = EOVERFLOW;
			return -1;
		}
	} while (!__sem_cas(sem, &w, w + 1));
	if (S_WAITERS(w) > S_VALUE(w))
		__futex_wake(__sem_futex(sem), 1, sem->_s_flags & S_PRIVATE);
	return 0;
}
