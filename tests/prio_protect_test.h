/* Test helper for the priority-protect mutex tests: making a PP mutex and
   checking the calling thread's scheduling as the kernel reports it (not
   as the library may have cached it). */
#ifndef WEFT_TEST_PRIO_PROTECT_TEST_H
#define WEFT_TEST_PRIO_PROTECT_TEST_H

#include <pthread.h>
#include <sched.h>
#include "check.h"

static void pp_init(pthread_mutex_t *m, int ceiling)
{
	pthread_mutexattr_t a;

	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_PROTECT), 0);
	CHECK_EQ(pthread_mutexattr_setprioceiling(&a, ceiling), 0);
	CHECK_EQ(pthread_mutex_init(m, &a), 0);
}

static void check_sched(int policy, int prio)
{
	struct sched_param p;

	CHECK_EQ(sched_getscheduler(0), policy);
	CHECK_EQ(sched_getparam(0, &p), 0);
	CHECK_EQ(p.sched_priority, prio);
}

#endif
