/* POSIX's mutex table: a relock of a PTHREAD_MUTEX_NORMAL mutex deadlocks,
   robust or not, PI or not; only ERRORCHECK (and, by choice, DEFAULT)
   report EDEADLK.  A robust, a PI and a robust PI mutex whose type was
   set to NORMAL: a timed relock by the owner waits out its deadline
   (ETIMEDOUT, on either clock) and leaves the mutex held; an untimed
   relock in a thread stays blocked (the process ends around it).
   pthread_mutexattr_gettype reports NORMAL whether it was set or left at
   the default, as in glibc, where the two have the same value. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <time.h>
#include "check.h"

static pthread_mutex_t ms[3];
static volatile int stage[3];

static void deadline(clockid_t clk, struct timespec *t, long ms_)
{
	CHECK_EQ(clock_gettime(clk, t), 0);
	t->tv_nsec += ms_ * 1000000;
	t->tv_sec += t->tv_nsec / 1000000000;
	t->tv_nsec %= 1000000000;
}

static void *relock(void *arg)
{
	int i = (int)(long)arg;

	CHECK_EQ(pthread_mutex_lock(&ms[i]), 0);
	stage[i] = 1;
	pthread_mutex_lock(&ms[i]);
	stage[i] = 2;
	return 0;
}

int main(void)
{
	static const int robust[3] = { 1, 0, 1 }, pi[3] = { 0, 1, 1 };
	pthread_mutex_t m;
	pthread_mutexattr_t a;
	struct timespec t, ts = { 0, 20 * 1000000 };
	pthread_t th[3];
	int v;

	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_gettype(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_MUTEX_NORMAL);
	CHECK_EQ(pthread_mutexattr_settype(&a, PTHREAD_MUTEX_NORMAL), 0);
	CHECK_EQ(pthread_mutexattr_gettype(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_MUTEX_NORMAL);
	CHECK_EQ(pthread_mutexattr_settype(&a, PTHREAD_MUTEX_DEFAULT), 0);
	CHECK_EQ(pthread_mutexattr_gettype(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_MUTEX_NORMAL);

	for (int i = 0; i < 3; i++) {
		CHECK_EQ(pthread_mutexattr_init(&a), 0);
		CHECK_EQ(pthread_mutexattr_settype(&a, PTHREAD_MUTEX_NORMAL), 0);
		if (robust[i])
			CHECK_EQ(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
		if (pi[i])
			CHECK_EQ(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_INHERIT), 0);
		CHECK_EQ(pthread_mutex_init(&m, &a), 0);
		CHECK_EQ(pthread_mutex_init(&ms[i], &a), 0);
		CHECK_EQ(pthread_mutexattr_destroy(&a), 0);

		CHECK_EQ(pthread_mutex_lock(&m), 0);
		deadline(CLOCK_REALTIME, &t, 50);
		CHECK_EQ(pthread_mutex_timedlock(&m, &t), ETIMEDOUT);
		deadline(CLOCK_MONOTONIC, &t, 50);
		CHECK_EQ(pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &t), ETIMEDOUT);
		CHECK_EQ(pthread_mutex_trylock(&m), EBUSY);
		/* still held by us, and usable after the unlock */
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
		CHECK_EQ(pthread_mutex_lock(&m), 0);
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
		CHECK_EQ(pthread_mutex_destroy(&m), 0);

		CHECK_EQ(pthread_create(&th[i], 0, relock, (void *)(long)i), 0);
	}
	for (int i = 0; i < 3; i++)
		while (!stage[i])
			nanosleep(&ts, 0);
	/* A wrong EDEADLK would have come back at once; give the threads
	   time to do so, then end the process with them still blocked. */
	for (int k = 0; k < 10; k++)
		nanosleep(&ts, 0);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(stage[i], 1);
	return 0;
}
