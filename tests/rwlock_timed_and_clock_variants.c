// test: cflags -pthread
/* try/timed/clock variants: EBUSY, ETIMEDOUT after the deadline on both
   clocks, EINVAL for a bad tv_nsec or clock, and success (even with a
   deadline in the past) when the lock is free. */
#define _GNU_SOURCE
#include <pthread.h>
#include <time.h>
#include "check.h"

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static pthread_barrier_t held, done;

static void *writer(void *arg)
{
	(void)arg;
	CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	pthread_barrier_wait(&held);
	pthread_barrier_wait(&done);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	return 0;
}

int main(void)
{
	struct timespec ts, bad;
	pthread_t t;

	/* Free lock: a deadline already passed still gets it. */
	ts = t_deadline_ms(CLOCK_REALTIME, -1000);
	CHECK_EQ(pthread_rwlock_timedrdlock(&rw, &ts), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_timedwrlock(&rw, &ts), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	ts = t_deadline_ms(CLOCK_MONOTONIC, -1000);
	CHECK_EQ(pthread_rwlock_clockrdlock(&rw, CLOCK_MONOTONIC, &ts), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_clockwrlock(&rw, CLOCK_MONOTONIC, &ts), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);

	/* We hold a read lock: the write side times out. */
	CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), EBUSY);
	ts = t_deadline_ms(CLOCK_REALTIME, 50);
	CHECK_EQ(pthread_rwlock_timedwrlock(&rw, &ts), ETIMEDOUT);
	CHECK(t_reached(CLOCK_REALTIME, &ts));
	ts = t_deadline_ms(CLOCK_MONOTONIC, 50);
	CHECK_EQ(pthread_rwlock_clockwrlock(&rw, CLOCK_MONOTONIC, &ts), ETIMEDOUT);
	CHECK(t_reached(CLOCK_MONOTONIC, &ts));
	ts = t_deadline_ms(CLOCK_REALTIME, 50);
	CHECK_EQ(pthread_rwlock_clockwrlock(&rw, CLOCK_REALTIME, &ts), ETIMEDOUT);
	CHECK(t_reached(CLOCK_REALTIME, &ts));
	bad = t_deadline_ms(CLOCK_REALTIME, 50);
	bad.tv_nsec = 1000000000;
	CHECK_EQ(pthread_rwlock_timedwrlock(&rw, &bad), EINVAL);
	bad.tv_nsec = -1;
	CHECK_EQ(pthread_rwlock_timedwrlock(&rw, &bad), EINVAL);
	ts = t_deadline_ms(CLOCK_MONOTONIC, 50);
	CHECK_EQ(pthread_rwlock_clockwrlock(&rw, CLOCK_PROCESS_CPUTIME_ID, &ts), EINVAL);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);

	/* Another thread holds the write lock: the read side times out. */
	CHECK_EQ(pthread_barrier_init(&held, 0, 2), 0);
	CHECK_EQ(pthread_barrier_init(&done, 0, 2), 0);
	CHECK_EQ(pthread_create(&t, 0, writer, 0), 0);
	pthread_barrier_wait(&held);
	CHECK_EQ(pthread_rwlock_tryrdlock(&rw), EBUSY);
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), EBUSY);
	ts = t_deadline_ms(CLOCK_REALTIME, 50);
	CHECK_EQ(pthread_rwlock_timedrdlock(&rw, &ts), ETIMEDOUT);
	CHECK(t_reached(CLOCK_REALTIME, &ts));
	ts = t_deadline_ms(CLOCK_MONOTONIC, 50);
	CHECK_EQ(pthread_rwlock_clockrdlock(&rw, CLOCK_MONOTONIC, &ts), ETIMEDOUT);
	CHECK(t_reached(CLOCK_MONOTONIC, &ts));
	ts = t_deadline_ms(CLOCK_MONOTONIC, 50);
	CHECK_EQ(pthread_rwlock_clockwrlock(&rw, CLOCK_MONOTONIC, &ts), ETIMEDOUT);
	CHECK(t_reached(CLOCK_MONOTONIC, &ts));
	bad = t_deadline_ms(CLOCK_REALTIME, 50);
	bad.tv_nsec = 1000000000;
	CHECK_EQ(pthread_rwlock_timedrdlock(&rw, &bad), EINVAL);
	bad.tv_nsec = -5;
	CHECK_EQ(pthread_rwlock_clockrdlock(&rw, CLOCK_MONOTONIC, &bad), EINVAL);
	ts = t_deadline_ms(CLOCK_REALTIME, 50);
	CHECK_EQ(pthread_rwlock_clockrdlock(&rw, CLOCK_THREAD_CPUTIME_ID, &ts), EINVAL);
	pthread_barrier_wait(&done);
	/* The writer lets go while we wait with a generous deadline. */
	ts = t_deadline_ms(CLOCK_MONOTONIC, 10000);
	CHECK_EQ(pthread_rwlock_clockrdlock(&rw, CLOCK_MONOTONIC, &ts), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	return 0;
}
