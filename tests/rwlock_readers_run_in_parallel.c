// test: cflags -pthread
/* Read locks are shared: four readers each hold the lock until they see
   another reader inside at the same time. */
#include <pthread.h>
#include <time.h>
#include "check.h"

#define N 4
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int inside, most;

static void *reader(void *arg)
{
	struct timespec t0, now;
	(void)arg;
	CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
	__atomic_add_fetch(&inside, 1, __ATOMIC_SEQ_CST);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	/* Wait (at most 10 s) for company, unless others already met. */
	while (__atomic_load_n(&inside, __ATOMIC_SEQ_CST) < 2
	       && __atomic_load_n(&most, __ATOMIC_SEQ_CST) < 2) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		if (now.tv_sec - t0.tv_sec > 10)
			break;
		sched_yield();
	}
	int n = __atomic_load_n(&inside, __ATOMIC_SEQ_CST);
	int m = __atomic_load_n(&most, __ATOMIC_SEQ_CST);
	while (n > m && !__atomic_compare_exchange_n(&most, &m, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
		;
	__atomic_sub_fetch(&inside, 1, __ATOMIC_SEQ_CST);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	return 0;
}

int main(void)
{
	pthread_t t[N];

	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], 0, reader, 0), 0);
	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK(most >= 2);
	/* and with nothing held the writer gets in */
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	return 0;
}
