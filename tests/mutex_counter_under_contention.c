/* N threads x M increments under every mutex kind give an exact count;
   a kind that knows its owner refuses an unlock from another thread. */
// test: cflags -pthread
// test: timeout 120
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include "check.h"

enum { THREADS = 4, ITERS = 100000 };

static pthread_mutex_t m;
static long counter;
static int use_try, use_timed;

static void *worker(void *arg)
{
	(void)arg;
	for (int i = 0; i < ITERS; i++) {
		int r;
		if (use_try) {
			while ((r = pthread_mutex_trylock(&m)) == EBUSY)
				;
		} else if (use_timed) {
			struct timespec t;
			clock_gettime(CLOCK_MONOTONIC, &t);
			t.tv_sec += 10;
			r = pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &t);
		} else {
			r = pthread_mutex_lock(&m);
		}
		if (r)
			return (void *)(long)r;
		counter++;
		if (pthread_mutex_unlock(&m))
			return (void *)-1L;
	}
	return 0;
}

static void *unlock_other(void *arg)
{
	(void)arg;
	return (void *)(long)pthread_mutex_unlock(&m);
}

static void run(const char *name, int type, int robust, int proto, int pshared)
{
	pthread_mutexattr_t a;
	pthread_t t[THREADS];
	void *ret;

	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_settype(&a, type), 0);
	if (robust)
		CHECK_EQ(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
	CHECK_EQ(pthread_mutexattr_setprotocol(&a, proto), 0);
	if (pshared)
		CHECK_EQ(pthread_mutexattr_setpshared(&a, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_mutex_init(&m, &a), 0);
	for (use_try = 0; use_try < 2; use_try++)
		for (use_timed = 0; use_timed < 2 - use_try; use_timed++) {
			counter = 0;
			for (int i = 0; i < THREADS; i++)
				CHECK_EQ(pthread_create(&t[i], 0, worker, 0), 0);
			for (int i = 0; i < THREADS; i++) {
				CHECK_EQ(pthread_join(t[i], &ret), 0);
				CHECK_EQ((long)ret, 0);
			}
			if (counter != (long)THREADS * ITERS)
				t_puts(2, name), t_puts(2, ": ");
			CHECK_EQ(counter, (long)THREADS * ITERS);
		}
	if (type == PTHREAD_MUTEX_RECURSIVE || type == PTHREAD_MUTEX_ERRORCHECK || robust) {
		CHECK_EQ(pthread_mutex_lock(&m), 0);
		CHECK_EQ(pthread_create(&t[0], 0, unlock_other, 0), 0);
		CHECK_EQ(pthread_join(t[0], &ret), 0);
		if ((long)ret != EPERM)
			t_puts(2, name), t_puts(2, ": ");
		CHECK_EQ((long)ret, EPERM);
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
	}
	CHECK_EQ(pthread_mutex_destroy(&m), 0);
	CHECK_EQ(pthread_mutexattr_destroy(&a), 0);
}

int main(void)
{
	run("normal", PTHREAD_MUTEX_NORMAL, 0, PTHREAD_PRIO_NONE, 0);
	run("recursive", PTHREAD_MUTEX_RECURSIVE, 0, PTHREAD_PRIO_NONE, 0);
	run("errorcheck", PTHREAD_MUTEX_ERRORCHECK, 0, PTHREAD_PRIO_NONE, 0);
	run("adaptive", PTHREAD_MUTEX_ADAPTIVE_NP, 0, PTHREAD_PRIO_NONE, 0);
	run("pshared", PTHREAD_MUTEX_NORMAL, 0, PTHREAD_PRIO_NONE, 1);
	run("robust", PTHREAD_MUTEX_NORMAL, 1, PTHREAD_PRIO_NONE, 0);
	run("robust errorcheck pshared", PTHREAD_MUTEX_ERRORCHECK, 1, PTHREAD_PRIO_NONE, 1);
	run("pi", PTHREAD_MUTEX_NORMAL, 0, PTHREAD_PRIO_INHERIT, 0);
	run("pi recursive robust", PTHREAD_MUTEX_RECURSIVE, 1, PTHREAD_PRIO_INHERIT, 0);
	run("pi pshared", PTHREAD_MUTEX_ERRORCHECK, 0, PTHREAD_PRIO_INHERIT, 1);
	return 0;
}
