// test: cflags -pthread
// test: timeout 60
/* Writers keep two words equal but step through an unequal state inside
   the lock; readers (some using try/timed forms) must never see them
   differ, and no two writers or a writer and a reader are ever inside
   together.  Run for each kind. */
#define _GNU_SOURCE
#include <pthread.h>
#include <time.h>
#include "check.h"

#define READERS 4
#define WRITERS 2
#define ROUNDS 20000

static pthread_rwlock_t rw;
static volatile long a, b;
static int writers_in, readers_in;
static long total_writes;

static void *writer(void *arg)
{
	(void)arg;
	for (int i = 0; i < ROUNDS; i++) {
		if (i % 3 == 2) {
			int r;
			while ((r = pthread_rwlock_trywrlock(&rw)) == EBUSY)
				sched_yield();
			CHECK_EQ(r, 0);
		} else {
			CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
		}
		CHECK_EQ(__atomic_add_fetch(&writers_in, 1, __ATOMIC_SEQ_CST), 1);
		CHECK_EQ(__atomic_load_n(&readers_in, __ATOMIC_SEQ_CST), 0);
		a = a + 1;
		for (volatile int k = 0; k < 20; k++)
			;
		b = b + 1;
		total_writes++;
		__atomic_sub_fetch(&writers_in, 1, __ATOMIC_SEQ_CST);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	}
	return 0;
}

static void *reader(void *arg)
{
	long id = (long)arg;
	for (int i = 0; i < ROUNDS; i++) {
		if (id == 1) {
			struct timespec ts;
			clock_gettime(CLOCK_REALTIME, &ts);
			ts.tv_sec += 10;
			CHECK_EQ(pthread_rwlock_timedrdlock(&rw, &ts), 0);
		} else if (id == 2) {
			int r;
			while ((r = pthread_rwlock_tryrdlock(&rw)) == EBUSY)
				sched_yield();
			CHECK_EQ(r, 0);
		} else {
			CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
		}
		__atomic_add_fetch(&readers_in, 1, __ATOMIC_SEQ_CST);
		CHECK_EQ(__atomic_load_n(&writers_in, __ATOMIC_SEQ_CST), 0);
		long x = a, y = b;
		CHECK_EQ(x, y);
		__atomic_sub_fetch(&readers_in, 1, __ATOMIC_SEQ_CST);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	}
	return 0;
}

int main(void)
{
	int kinds[] = { PTHREAD_RWLOCK_PREFER_READER_NP, PTHREAD_RWLOCK_PREFER_WRITER_NP,
			PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP };
	for (int k = 0; k < 3; k++) {
		pthread_rwlockattr_t at;
		pthread_t t[READERS + WRITERS];
		CHECK_EQ(pthread_rwlockattr_init(&at), 0);
		CHECK_EQ(pthread_rwlockattr_setkind_np(&at, kinds[k]), 0);
		CHECK_EQ(pthread_rwlock_init(&rw, &at), 0);
		a = b = total_writes = 0;
		for (long i = 0; i < WRITERS; i++)
			CHECK_EQ(pthread_create(&t[i], 0, writer, 0), 0);
		for (long i = 0; i < READERS; i++)
			CHECK_EQ(pthread_create(&t[WRITERS + i], 0, reader, (void *)i), 0);
		for (int i = 0; i < READERS + WRITERS; i++)
			CHECK_EQ(pthread_join(t[i], 0), 0);
		CHECK_EQ(total_writes, WRITERS * ROUNDS);
		CHECK_EQ(a, WRITERS * ROUNDS);
		CHECK_EQ(b, WRITERS * ROUNDS);
		CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
	}
	return 0;
}
