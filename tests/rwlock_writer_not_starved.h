/* Shared by the writer-starvation tests: four readers take the read lock
   in overlapping turns so that at every moment one of them holds it; a
   writer must still get in within a bounded number of reader turns. */
#include <pthread.h>
#include <time.h>
#include "check.h"

#define READERS 4
#define BOUND 10000      /* reader turns the writer may have to wait for */

static pthread_rwlock_t rw;
static long turns;
static int stop;

static void *reader(void *arg)
{
	(void)arg;
	while (!__atomic_load_n(&stop, __ATOMIC_SEQ_CST)) {
		CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
		__atomic_add_fetch(&turns, 1, __ATOMIC_SEQ_CST);
		/* hold it a little so the readers overlap */
		for (volatile int k = 0; k < 2000; k++)
			;
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	}
	return 0;
}

static void writer_gets_in(const pthread_rwlockattr_t *attr)
{
	pthread_t t[READERS];
	int over = 0;

	CHECK_EQ(pthread_rwlock_init(&rw, attr), 0);
	stop = 0;
	turns = 0;
	for (int i = 0; i < READERS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, reader, 0), 0);
	for (int round = 0; round < 20; round++) {
		/* let the stream of readers get going */
		long start = __atomic_load_n(&turns, __ATOMIC_SEQ_CST);
		while (__atomic_load_n(&turns, __ATOMIC_SEQ_CST) < start + 200)
			sched_yield();
		long before = __atomic_load_n(&turns, __ATOMIC_SEQ_CST);
		CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
		long waited = __atomic_load_n(&turns, __ATOMIC_SEQ_CST) - before;
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		/* A writer preempted between reading the count and asking
		   for the lock sees the readers' turns of that time too (seen
		   once, 14 375, on a loaded 2-CPU machine): a few rounds over
		   the bound are the scheduler's; a starving writer is over in
		   every round, or never gets in. */
		if (waited > BOUND)
			over++;
	}
	CHECK(over <= 3);
	__atomic_store_n(&stop, 1, __ATOMIC_SEQ_CST);
	for (int i = 0; i < READERS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
}
