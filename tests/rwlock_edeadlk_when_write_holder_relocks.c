// test: cflags -pthread
/* The thread holding the write lock asks again: EDEADLK for wrlock and
   rdlock (and their timed forms), EBUSY for the try forms; the lock is
   still held and usable afterwards. */
#include <pthread.h>
#include <time.h>
#include "check.h"

int main(void)
{
	pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += 5;
	CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_wrlock(&rw), EDEADLK);
	CHECK_EQ(pthread_rwlock_rdlock(&rw), EDEADLK);
	CHECK_EQ(pthread_rwlock_timedwrlock(&rw, &ts), EDEADLK);
	CHECK_EQ(pthread_rwlock_timedrdlock(&rw, &ts), EDEADLK);
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), EBUSY);
	CHECK_EQ(pthread_rwlock_tryrdlock(&rw), EBUSY);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
	return 0;
}
