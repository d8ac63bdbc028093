/* Timed condvar waits on CLOCK_REALTIME and CLOCK_MONOTONIC time out at
   the deadline and hold the mutex again; a bad timespec or clock is
   EINVAL; a signal before the deadline wins; condattr clock round-trips;
   a wait on an errorcheck mutex not held is EPERM. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c;
static int flag;

static void *signaller(void *arg)
{
	(void)arg;
	usleep(30000);
	pthread_mutex_lock(&m);
	flag = 1;
	pthread_cond_signal(&c);
	pthread_mutex_unlock(&m);
	return 0;
}

int main(void)
{
	pthread_condattr_t a;
	pthread_mutex_t em = PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP;
	struct timespec t, bad = { 0, 1000000000 };
	clockid_t clk;
	pthread_t th;
	int r;

	CHECK_EQ(pthread_condattr_init(&a), 0);
	CHECK_EQ(pthread_condattr_getclock(&a, &clk), 0);
	CHECK_EQ(clk, CLOCK_REALTIME);
	CHECK_EQ(pthread_condattr_setclock(&a, CLOCK_PROCESS_CPUTIME_ID), EINVAL);
	CHECK_EQ(pthread_condattr_setclock(&a, CLOCK_MONOTONIC), 0);
	CHECK_EQ(pthread_condattr_getclock(&a, &clk), 0);
	CHECK_EQ(clk, CLOCK_MONOTONIC);
	CHECK_EQ(pthread_cond_init(&c, &a), 0);
	CHECK_EQ(pthread_condattr_destroy(&a), 0);

	CHECK_EQ(pthread_mutex_lock(&m), 0);
	/* timedwait uses the condvar's clock: MONOTONIC */
	t = t_deadline_ms(CLOCK_MONOTONIC, 50);
	CHECK_EQ(pthread_cond_timedwait(&c, &m, &t), ETIMEDOUT);
	CHECK(t_reached(CLOCK_MONOTONIC, &t));
	CHECK_EQ(pthread_mutex_trylock(&m), EBUSY);	/* held again */
	t = t_deadline_ms(CLOCK_REALTIME, 50);
	CHECK_EQ(pthread_cond_clockwait(&c, &m, CLOCK_REALTIME, &t), ETIMEDOUT);
	CHECK(t_reached(CLOCK_REALTIME, &t));
	t = t_deadline_ms(CLOCK_MONOTONIC, 50);
	CHECK_EQ(pthread_cond_clockwait(&c, &m, CLOCK_MONOTONIC, &t), ETIMEDOUT);
	CHECK(t_reached(CLOCK_MONOTONIC, &t));
	/* a deadline already past */
	t = t_deadline_ms(CLOCK_REALTIME, 0);
	t.tv_sec -= 1;
	CHECK_EQ(pthread_cond_clockwait(&c, &m, CLOCK_REALTIME, &t), ETIMEDOUT);
	CHECK_EQ(pthread_cond_timedwait(&c, &m, &bad), EINVAL);
	CHECK_EQ(pthread_cond_clockwait(&c, &m, CLOCK_REALTIME, &bad), EINVAL);
	t = t_deadline_ms(CLOCK_REALTIME, 10);
	CHECK_EQ(pthread_cond_clockwait(&c, &m, CLOCK_PROCESS_CPUTIME_ID, &t), EINVAL);
	CHECK_EQ(pthread_mutex_trylock(&m), EBUSY);

	/* woken before the deadline, on both clocks */
	for (int k = 0; k < 2; k++) {
		clk = k ? CLOCK_MONOTONIC : CLOCK_REALTIME;
		flag = 0;
		CHECK_EQ(pthread_create(&th, 0, signaller, 0), 0);
		t = t_deadline_ms(clk, 10000);
		r = 0;
		while (!flag && r == 0)
			r = pthread_cond_clockwait(&c, &m, clk, &t);
		CHECK_EQ(r, 0);
		CHECK(flag);
		CHECK(!t_reached(clk, &t));
		pthread_mutex_unlock(&m);
		CHECK_EQ(pthread_join(th, 0), 0);
		pthread_mutex_lock(&m);
	}
	CHECK_EQ(pthread_mutex_unlock(&m), 0);

	t = t_deadline_ms(CLOCK_MONOTONIC, 10);
	CHECK_EQ(pthread_cond_timedwait(&c, &em, &t), EPERM);
	CHECK_EQ(pthread_cond_destroy(&c), 0);
	return 0;
}
