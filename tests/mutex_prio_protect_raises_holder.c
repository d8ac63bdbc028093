/* PTHREAD_PRIO_PROTECT: while it holds the mutex the thread runs at the
   ceiling (sched_getparam shows it), and is back at its own priority after
   the unlock; a thread above the ceiling gets EINVAL.  Skipped where
   SCHED_FIFO is not permitted. */
// test: cflags -pthread
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include "check.h"

static int prio(void)
{
	struct sched_param p;
	CHECK_EQ(sched_getparam(0, &p), 0);
	return p.sched_priority;
}

int main(void)
{
	struct sched_param p = { .sched_priority = 2 };
	pthread_mutexattr_t a;
	pthread_mutex_t m, m2;
	int v;

	if (sched_setscheduler(0, SCHED_FIFO, &p) != 0) {
		CHECK_EQ(errno, EPERM);
		t_skip("SCHED_FIFO not permitted (EPERM)");
	}
	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_PROTECT), 0);
	CHECK_EQ(pthread_mutexattr_setprioceiling(&a, 10), 0);
	CHECK_EQ(pthread_mutex_init(&m, &a), 0);
	CHECK_EQ(pthread_mutexattr_setprioceiling(&a, 20), 0);
	CHECK_EQ(pthread_mutex_init(&m2, &a), 0);
	CHECK_EQ(pthread_mutex_getprioceiling(&m, &v), 0);
	CHECK_EQ(v, 10);

	CHECK_EQ(prio(), 2);
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	CHECK_EQ(prio(), 10);
	CHECK_EQ(pthread_mutex_lock(&m2), 0);
	CHECK_EQ(prio(), 20);
	CHECK_EQ(pthread_mutex_unlock(&m2), 0);
	CHECK_EQ(prio(), 10);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(prio(), 2);
	CHECK_EQ(pthread_mutex_trylock(&m), 0);
	CHECK_EQ(prio(), 10);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(prio(), 2);

	/* a caller above the ceiling (pthread_setschedparam: glibc caches
	   the thread's priority and does not see sched_setscheduler) */
	p.sched_priority = 15;
	CHECK_EQ(pthread_setschedparam(pthread_self(), SCHED_FIFO, &p), 0);
	CHECK_EQ(prio(), 15);
	CHECK_EQ(pthread_mutex_lock(&m), EINVAL);
	CHECK_EQ(prio(), 15);

	/* changing the ceiling (the caller locks it: not above the old one) */
	p.sched_priority = 2;
	CHECK_EQ(pthread_setschedparam(pthread_self(), SCHED_FIFO, &p), 0);
	CHECK_EQ(pthread_mutex_setprioceiling(&m, 30, &v), 0);
	CHECK_EQ(v, 10);
	CHECK_EQ(pthread_mutex_getprioceiling(&m, &v), 0);
	CHECK_EQ(v, 30);
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	CHECK_EQ(prio(), 30);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(prio(), 2);
	return 0;
}
