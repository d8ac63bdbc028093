// test: cflags -pthread
// test: timeout 120
/* Timed readers and writers with deadlines so short that many give up,
   mixed with untimed ones: every lock operation eventually completes (a
   waiter that gives up never strands the others), the exclusion
   invariant holds, and the lock ends free.  Run for each kind. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include "check.h"

#define ROUNDS 2000

static pthread_rwlock_t rw;
static volatile long a, b;
static long timeouts;
static pthread_barrier_t start;

static void nap(long ns)
{
	struct timespec ts = { 0, ns };
	nanosleep(&ts, 0);
}

static void *writer(void *arg)
{
	long timed = (long)arg;
	pthread_barrier_wait(&start);
	for (int i = 0; i < ROUNDS; i++) {
		for (;;) {
			int r;
			if (!timed) {
				r = pthread_rwlock_wrlock(&rw);
			} else {
				struct timespec ts = t_deadline_ns(timed == 1 ? CLOCK_REALTIME : CLOCK_MONOTONIC, 20000);
				r = timed == 1 ? pthread_rwlock_timedwrlock(&rw, &ts)
					       : pthread_rwlock_clockwrlock(&rw, CLOCK_MONOTONIC, &ts);
			}
			if (r == ETIMEDOUT) {
				__atomic_add_fetch(&timeouts, 1, __ATOMIC_RELAXED);
				continue;
			}
			CHECK_EQ(r, 0);
			break;
		}
		a = a + 1;
		if (i % 8 == 0)
			nap(100000);    /* make the others sleep and time out */
		else
			for (volatile int k = 0; k < 500; k++)
				;
		b = b + 1;
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	}
	return 0;
}

static void *reader(void *arg)
{
	long timed = (long)arg;
	pthread_barrier_wait(&start);
	for (int i = 0; i < ROUNDS; i++) {
		for (;;) {
			int r;
			if (!timed) {
				r = pthread_rwlock_rdlock(&rw);
			} else {
				struct timespec ts = t_deadline_ns(CLOCK_MONOTONIC, 20000);
				r = pthread_rwlock_clockrdlock(&rw, CLOCK_MONOTONIC, &ts);
			}
			if (r == ETIMEDOUT) {
				__atomic_add_fetch(&timeouts, 1, __ATOMIC_RELAXED);
				continue;
			}
			CHECK_EQ(r, 0);
			break;
		}
		long x = a;
		if (i % 16 == 0)
			nap(50000);
		else
			for (volatile int k = 0; k < 100; k++)
				;
		CHECK_EQ(x, b);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	}
	return 0;
}

int main(void)
{
	int kinds[] = { PTHREAD_RWLOCK_PREFER_READER_NP, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP };
	for (int k = 0; k < 2; k++) {
		pthread_rwlockattr_t at;
		pthread_t t[7];
		CHECK_EQ(pthread_rwlockattr_init(&at), 0);
		CHECK_EQ(pthread_rwlockattr_setkind_np(&at, kinds[k]), 0);
		CHECK_EQ(pthread_rwlock_init(&rw, &at), 0);
		a = b = 0;
		CHECK_EQ(pthread_barrier_init(&start, 0, 7), 0);
		for (long i = 0; i < 3; i++)
			CHECK_EQ(pthread_create(&t[i], 0, writer, (void *)i), 0);
		for (long i = 0; i < 4; i++)
			CHECK_EQ(pthread_create(&t[3 + i], 0, reader, (void *)(i & 1)), 0);
		for (int i = 0; i < 7; i++)
			CHECK_EQ(pthread_join(t[i], 0), 0);
		CHECK_EQ(a, 3 * ROUNDS);
		CHECK_EQ(b, 3 * ROUNDS);
		CHECK_EQ(pthread_rwlock_trywrlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
		CHECK_EQ(pthread_barrier_destroy(&start), 0);
	}
	printf("%ld waits timed out\n", timeouts);
	return 0;
}
