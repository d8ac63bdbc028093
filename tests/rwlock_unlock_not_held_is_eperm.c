// test: cflags -pthread
// test: weft-only
/* weft records the write owner: unlocking a lock that is not held, or
   write-held by another thread, is EPERM; destroying a held lock EBUSY. */
#include <pthread.h>
#include "check.h"

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;

static void *other(void *arg)
{
	(void)arg;
	CHECK_EQ(pthread_rwlock_unlock(&rw), EPERM);
	return 0;
}

int main(void)
{
	pthread_t t;

	CHECK_EQ(pthread_rwlock_unlock(&rw), EPERM);
	CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_destroy(&rw), EBUSY);
	CHECK_EQ(pthread_create(&t, 0, other, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), EPERM);
	CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_destroy(&rw), EBUSY);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), EPERM);
	CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
	return 0;
}
