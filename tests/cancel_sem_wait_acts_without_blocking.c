/* sem_wait, sem_timedwait and sem_clockwait are cancellation points even
   when a unit is there and they need not block: a request already pending
   (and enabled) is acted on before the call returns, and the unit stays
   untaken (POSIX XSH 2.9.5.2).  The thread cancels itself while disabled,
   then re-enables (deferred type: nothing acts there).  sem_clockwait
   (POSIX 2024) is checked on weft only: glibc 2.36 acts there only when
   it blocks. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
#include "check.h"

static sem_t s;
static int reached, returned, cleanups;
static int which;

static void count(void *arg)
{
	(void)arg;
	cleanups++;
}

static void *run(void *arg)
{
	struct timespec ts;

	(void)arg;
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, 0), 0);
	CHECK_EQ(pthread_cancel(pthread_self()), 0);
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, 0), 0);
	reached = 1;
	pthread_cleanup_push(count, 0);
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += 3600;
	if (which == 0)
		sem_wait(&s);
	else if (which == 1)
		sem_timedwait(&s, &ts);
	else {
		clock_gettime(CLOCK_MONOTONIC, &ts);
		ts.tv_sec += 3600;
		sem_clockwait(&s, CLOCK_MONOTONIC, &ts);
	}
	returned = 1;
	pthread_cleanup_pop(0);
	return 0;
}

#ifdef __GLIBC__
#define CALLS 2
#else
#define CALLS 3
#endif

int main(void)
{
	for (which = 0; which < CALLS; which++) {
		pthread_t t;
		void *res = 0;
		int v = -1;

		reached = returned = cleanups = 0;
		CHECK_EQ(sem_init(&s, 0, 1), 0);
		CHECK_EQ(pthread_create(&t, 0, run, 0), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		CHECK(res == PTHREAD_CANCELED);
		CHECK_EQ(reached, 1);
		CHECK_EQ(returned, 0);
		CHECK_EQ(cleanups, 1);
		CHECK_EQ(sem_getvalue(&s, &v), 0);
		CHECK_EQ(v, 1);
		CHECK_EQ(sem_destroy(&s), 0);
	}
	return 0;
}
