/* Many threads on one semaphore: consumers that block in sem_wait, in
   sem_timedwait/sem_clockwait with short deadlines that often pass (and
   then retry), and in sem_trywait loops that take units from under the
   sleepers, against producers that post one unit at a time.  Every unit
   posted is taken exactly once and every consumer finishes: a post that
   left a sleeper asleep with a unit available would hang the test.
   Then the same with the value at zero between bursts of posts larger
   than the number of sleepers. */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include "check.h"

#define PRODUCERS 3
#define CONSUMERS 6
#define PER_PRODUCER 20000
#define TOTAL (PRODUCERS * PER_PRODUCER)

static sem_t s;
static int taken, timeouts;

static void *producer(void *arg)
{
	(void)arg;
	for (int i = 0; i < PER_PRODUCER; i++) {
		CHECK_EQ(sem_post(&s), 0);
		if (i % 64 == 0)
			sched_yield();
	}
	return 0;
}

/* Each consumer takes its share, TOTAL / CONSUMERS units, its own way. */
static void *consumer(void *arg)
{
	long kind = (long)arg;

	for (int got = 0; got < TOTAL / CONSUMERS;) {
		struct timespec at;
		int r;

		switch (kind % 4) {
		case 0:
			r = sem_wait(&s);
			break;
		case 1:
			at = t_deadline_ns(CLOCK_REALTIME, 200000);
			r = sem_timedwait(&s, &at);
			break;
		case 2:
			at = t_deadline_ns(CLOCK_MONOTONIC, 100000);
			r = sem_clockwait(&s, CLOCK_MONOTONIC, &at);
			break;
		default:
			r = sem_trywait(&s);
			if (r)
				sched_yield();
			break;
		}
		if (r == 0) {
			got++;
			__atomic_fetch_add(&taken, 1, __ATOMIC_RELAXED);
		} else {
			CHECK(errno == ETIMEDOUT || errno == EAGAIN);
			if (errno == ETIMEDOUT)
				__atomic_fetch_add(&timeouts, 1, __ATOMIC_RELAXED);
		}
	}
	return 0;
}

static void *one_wait(void *arg)
{
	CHECK_EQ(sem_wait(&s), 0);
	return arg;
}

int main(void)
{
	pthread_t p[PRODUCERS], c[CONSUMERS];
	int v = -1;

	CHECK_EQ(sem_init(&s, 0, 0), 0);
	for (long i = 0; i < CONSUMERS; i++)
		CHECK_EQ(pthread_create(&c[i], 0, consumer, (void *)i), 0);
	for (int i = 0; i < PRODUCERS; i++)
		CHECK_EQ(pthread_create(&p[i], 0, producer, 0), 0);
	for (int i = 0; i < PRODUCERS; i++)
		CHECK_EQ(pthread_join(p[i], 0), 0);
	for (int i = 0; i < CONSUMERS; i++)
		CHECK_EQ(pthread_join(c[i], 0), 0);
	CHECK_EQ(taken, TOTAL);
	CHECK_EQ(sem_getvalue(&s, &v), 0);
	CHECK_EQ(v, 0);

	/* Bursts: all consumers asleep in sem_wait, then more posts in a row
	   than there are sleepers; all must wake and the rest stay. */
	for (int round = 0; round < 200; round++) {
		pthread_t w[4];
		for (int i = 0; i < 4; i++)
			CHECK_EQ(pthread_create(&w[i], 0, one_wait, 0), 0);
		for (int i = 0; i < 6; i++)
			CHECK_EQ(sem_post(&s), 0);
		for (int i = 0; i < 4; i++)
			CHECK_EQ(pthread_join(w[i], 0), 0);
		CHECK_EQ(sem_getvalue(&s, &v), 0);
		CHECK_EQ(v, 2);
		CHECK_EQ(sem_trywait(&s), 0);
		CHECK_EQ(sem_trywait(&s), 0);
		CHECK_ERR(sem_trywait(&s), EAGAIN);
	}
	CHECK_EQ(sem_destroy(&s), 0);
	return 0;
}
