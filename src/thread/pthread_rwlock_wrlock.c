#include "rwlock_impl.h"

/* Takes the write lock; EDEADLK if the caller already holds it.  Not a
   cancellation point. */
int pthread_rwlock_wrlock(pthread_rwlock_t *rw)
{
	if (!__rwlock_trywr(rw))
		return 0;
	return __rwlock_wrlock_slow(rw, CLOCK_REALTIME, 0);
}
