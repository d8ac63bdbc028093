// test: cflags -pthread
/* Barrier attributes (pshared get/set, EINVAL), EINVAL for a count of 0,
   and a one-thread barrier: every wait is the serial thread. */
#include <pthread.h>
#include "check.h"

int main(void)
{
	pthread_barrierattr_t a;
	pthread_barrier_t b;
	int v;

	CHECK_EQ(pthread_barrierattr_init(&a), 0);
	CHECK_EQ(pthread_barrierattr_getpshared(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_PRIVATE);
	CHECK_EQ(pthread_barrierattr_setpshared(&a, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_barrierattr_getpshared(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_SHARED);
	CHECK_EQ(pthread_barrierattr_setpshared(&a, 2), EINVAL);
	CHECK_EQ(pthread_barrierattr_setpshared(&a, -1), EINVAL);
	CHECK_EQ(pthread_barrierattr_getpshared(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_SHARED);

	CHECK_EQ(pthread_barrier_init(&b, 0, 0), EINVAL);
	CHECK_EQ(pthread_barrier_init(&b, &a, 0), EINVAL);
	CHECK_EQ(pthread_barrierattr_destroy(&a), 0);

	CHECK_EQ(pthread_barrier_init(&b, 0, 1), 0);
	for (int i = 0; i < 100; i++)
		CHECK_EQ(pthread_barrier_wait(&b), PTHREAD_BARRIER_SERIAL_THREAD);
	CHECK_EQ(pthread_barrier_destroy(&b), 0);
	return 0;
}
