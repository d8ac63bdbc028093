/* Each mutex kind's error codes on one thread: trylock EBUSY, errorcheck
   EDEADLK/EPERM, recursive counting, timed locks on both clocks (ETIMEDOUT,
   EINVAL for a bad timespec only when the lock would block), attributes. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <time.h>
#include "check.h"

static void init_kind(pthread_mutex_t *m, int type)
{
	pthread_mutexattr_t a;
	int got;
	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_settype(&a, type), 0);
	CHECK_EQ(pthread_mutexattr_gettype(&a, &got), 0);
	CHECK_EQ(got, type);
	CHECK_EQ(pthread_mutex_init(m, &a), 0);
	CHECK_EQ(pthread_mutexattr_destroy(&a), 0);
}

int main(void)
{
	pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, r, e;
	pthread_mutex_t sr = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP, se = PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP;
	pthread_mutexattr_t a;
	struct timespec t, bad = { 0, 1000000000 };
	int v;

	/* normal */
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	CHECK_EQ(pthread_mutex_trylock(&m), EBUSY);
	t = t_deadline_ms(CLOCK_REALTIME, 50);
	CHECK_EQ(pthread_mutex_timedlock(&m, &t), ETIMEDOUT);
	t = t_deadline_ms(CLOCK_MONOTONIC, 50);
	CHECK_EQ(pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &t), ETIMEDOUT);
	t = t_deadline_ms(CLOCK_REALTIME, 50);
	CHECK_EQ(pthread_mutex_clocklock(&m, CLOCK_REALTIME, &t), ETIMEDOUT);
	CHECK_EQ(pthread_mutex_timedlock(&m, &bad), EINVAL);
	CHECK_EQ(pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &bad), EINVAL);
	CHECK_EQ(pthread_mutex_destroy(&m), EBUSY);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	/* free: a bad timespec is not looked at */
	CHECK_EQ(pthread_mutex_timedlock(&m, &bad), 0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(pthread_mutex_trylock(&m), 0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(pthread_mutex_destroy(&m), 0);

	/* recursive */
	init_kind(&r, PTHREAD_MUTEX_RECURSIVE);
	for (pthread_mutex_t *p = &r; p; p = p == &r ? &sr : 0) {
		CHECK_EQ(pthread_mutex_lock(p), 0);
		CHECK_EQ(pthread_mutex_lock(p), 0);
		CHECK_EQ(pthread_mutex_trylock(p), 0);
		t = t_deadline_ms(CLOCK_MONOTONIC, 10);
		CHECK_EQ(pthread_mutex_clocklock(p, CLOCK_MONOTONIC, &t), 0);
		for (int i = 0; i < 4; i++)
			CHECK_EQ(pthread_mutex_unlock(p), 0);
		CHECK_EQ(pthread_mutex_unlock(p), EPERM);
		CHECK_EQ(pthread_mutex_trylock(p), 0);
		CHECK_EQ(pthread_mutex_unlock(p), 0);
	}

	/* errorcheck */
	init_kind(&e, PTHREAD_MUTEX_ERRORCHECK);
	for (pthread_mutex_t *p = &e; p; p = p == &e ? &se : 0) {
		CHECK_EQ(pthread_mutex_unlock(p), EPERM);
		CHECK_EQ(pthread_mutex_lock(p), 0);
		CHECK_EQ(pthread_mutex_lock(p), EDEADLK);
		CHECK_EQ(pthread_mutex_trylock(p), EBUSY);
		t = t_deadline_ms(CLOCK_REALTIME, 10);
		CHECK_EQ(pthread_mutex_timedlock(p, &t), EDEADLK);
		CHECK_EQ(pthread_mutex_unlock(p), 0);
		CHECK_EQ(pthread_mutex_unlock(p), EPERM);
	}

	/* adaptive */
	init_kind(&m, PTHREAD_MUTEX_ADAPTIVE_NP);
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	CHECK_EQ(pthread_mutex_trylock(&m), EBUSY);
	t = t_deadline_ms(CLOCK_MONOTONIC, 20);
	CHECK_EQ(pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &t), ETIMEDOUT);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);

	/* attributes */
	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_gettype(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_MUTEX_DEFAULT);
	CHECK_EQ(pthread_mutexattr_settype(&a, 42), EINVAL);
#ifndef __GLIBC__	/* glibc keeps the LinuxThreads names only as compat symbols */
	CHECK_EQ(pthread_mutexattr_setkind_np(&a, PTHREAD_MUTEX_RECURSIVE_NP), 0);
	CHECK_EQ(pthread_mutexattr_getkind_np(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_MUTEX_RECURSIVE);
#else
	CHECK_EQ(pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE_NP), 0);
#endif
	CHECK_EQ(pthread_mutexattr_getpshared(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_PRIVATE);
	CHECK_EQ(pthread_mutexattr_setpshared(&a, 7), EINVAL);
	CHECK_EQ(pthread_mutexattr_setpshared(&a, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_mutexattr_getpshared(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_SHARED);
	CHECK_EQ(pthread_mutexattr_getrobust(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_MUTEX_STALLED);
	CHECK_EQ(pthread_mutexattr_setrobust(&a, 5), EINVAL);
	CHECK_EQ(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
	CHECK_EQ(pthread_mutexattr_getrobust(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_MUTEX_ROBUST);
	CHECK_EQ(pthread_mutexattr_getprotocol(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PRIO_NONE);
	CHECK_EQ(pthread_mutexattr_setprotocol(&a, 9), EINVAL);
	CHECK_EQ(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_INHERIT), 0);
	CHECK_EQ(pthread_mutexattr_getprotocol(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PRIO_INHERIT);
	CHECK_EQ(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_PROTECT), 0);
	CHECK_EQ(pthread_mutexattr_getprotocol(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PRIO_PROTECT);
	CHECK_EQ(pthread_mutexattr_setprioceiling(&a, 1000), EINVAL);
	CHECK_EQ(pthread_mutexattr_setprioceiling(&a, 7), 0);
	CHECK_EQ(pthread_mutexattr_getprioceiling(&a, &v), 0);
	CHECK_EQ(v, 7);
	CHECK_EQ(pthread_mutexattr_gettype(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_MUTEX_RECURSIVE);
	CHECK_EQ(pthread_mutexattr_destroy(&a), 0);

	/* ceilings only on priority-protect mutexes */
	pthread_mutex_init(&m, 0);
	CHECK_EQ(pthread_mutex_getprioceiling(&m, &v), EINVAL);
	/* robust API on a non-robust mutex */
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	CHECK_EQ(pthread_mutex_consistent(&m), EINVAL);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	t = t_deadline_ms(CLOCK_REALTIME, 10);
	CHECK_EQ(pthread_mutex_clocklock(&m, CLOCK_PROCESS_CPUTIME_ID, &t), EINVAL);
	return 0;
}
