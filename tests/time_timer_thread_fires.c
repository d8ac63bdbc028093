/* timer_create with SIGEV_THREAD: a periodic timer runs the function once
   per expiry with the sigev_value, never in the thread that made the
   timer, in a thread with the attributes given (detached, stack size);
   while the function is slow, expiries are counted by timer_getoverrun
   (weft: glibc runs each expiry in a new thread);
   the timer_t works with timer_gettime and timer_settime; a timer on
   CLOCK_THREAD_CPUTIME_ID counts the creating thread's time.  A null
   function is EINVAL (weft). */
// test: timeout 30
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include "check.h"

#define STACK (512 * 1024)

static pthread_t main_thread;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static int posted, taken;

static void post(void)
{
	pthread_mutex_lock(&lock);
	posted++;
	pthread_cond_broadcast(&cond);
	pthread_mutex_unlock(&lock);
}
static volatile int once_calls, calls, bad_value, in_main, bad_detach, bad_stack, slow_calls;
static volatile int overrun_seen = -1;
static timer_t slow_timer;

static void on_expiry(union sigval v)
{
	pthread_attr_t a;
	int ds = -1;
	size_t ss = 0;

	if (v.sival_int != 1234)
		bad_value = 1;
	if (pthread_equal(pthread_self(), main_thread))
		in_main = 1;
	if (pthread_getattr_np(pthread_self(), &a) == 0) {
		pthread_attr_getdetachstate(&a, &ds);
		pthread_attr_getstacksize(&a, &ss);
		pthread_attr_destroy(&a);
	}
	if (ds != PTHREAD_CREATE_DETACHED)
		bad_detach = 1;
	/* The stack given, give or take what the library keeps on it. */
	if (ss < STACK - 65536 || ss > STACK + 65536)
		bad_stack = 1;
	__atomic_fetch_add(&calls, 1, __ATOMIC_SEQ_CST);
	post();
}

/* The one-shot and CPU-time timers: their own count, which a late call
   of the periodic timer (glibc starts a thread per expiry, which may run
   long after the timer was deleted on a loaded machine) cannot move. */
static void on_once(union sigval v)
{
	(void)v;
	__atomic_fetch_add(&once_calls, 1, __ATOMIC_SEQ_CST);
	post();
}

/* The first call sleeps for 150 periods: the expiries meanwhile are
   overruns of the next notification. */
static void on_slow(union sigval v)
{
	struct timespec ts = { 0, 300 * 1000000 };
	int n = __atomic_add_fetch(&slow_calls, 1, __ATOMIC_SEQ_CST);

	(void)v;
	if (n == 1) {
		while (nanosleep(&ts, &ts) != 0)
			;
	} else if (n == 2) {
		overrun_seen = timer_getoverrun(slow_timer);
		post();
	}
}

/* Waits for one more post (a generous bound: the test fails if the
   function never runs, it does not time it). */
static void wait_fired(void)
{
	struct timespec dl = t_deadline_ms(CLOCK_REALTIME, 8000);
	int r = 0;

	pthread_mutex_lock(&lock);
	while (posted == taken && r == 0)
		r = pthread_cond_timedwait(&cond, &lock, &dl);
	if (posted > taken)
		r = 0;
	taken++;
	pthread_mutex_unlock(&lock);
	CHECK_EQ(r, 0);
}

int main(void)
{
	struct sigevent sev;
	struct itimerspec its, cur;
	pthread_attr_t attr;
	timer_t t;
	int i;

	main_thread = pthread_self();
	CHECK_EQ(pthread_attr_init(&attr), 0);
	CHECK_EQ(pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED), 0);
	CHECK_EQ(pthread_attr_setstacksize(&attr, STACK), 0);

	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_THREAD;
	sev.sigev_notify_function = on_expiry;
	sev.sigev_notify_attributes = &attr;
	sev.sigev_value.sival_int = 1234;
	CHECK_EQ(timer_create(CLOCK_MONOTONIC, &sev, &t), 0);
	/* The attributes were read by timer_create, not kept. */
	CHECK_EQ(pthread_attr_destroy(&attr), 0);

	/* Not armed yet: nothing runs, and timer_gettime sees it disarmed. */
	CHECK_EQ(timer_gettime(t, &cur), 0);
	CHECK_EQ(cur.it_value.tv_sec, 0);
	CHECK_EQ(cur.it_value.tv_nsec, 0);

	memset(&its, 0, sizeof its);
	its.it_value.tv_nsec = 10 * 1000000;
	its.it_interval.tv_nsec = 10 * 1000000;
	CHECK_EQ(timer_settime(t, 0, &its, 0), 0);
	CHECK_EQ(timer_gettime(t, &cur), 0);
	CHECK_EQ(cur.it_interval.tv_nsec, 10 * 1000000);
	for (i = 0; i < 5; i++)
		wait_fired();
	/* Disarmed: the count stops moving once a call in flight is done. */
	memset(&its, 0, sizeof its);
	CHECK_EQ(timer_settime(t, 0, &its, 0), 0);
	CHECK_GE(calls, 5);
	CHECK_EQ(bad_value, 0);
	CHECK_EQ(in_main, 0);
	CHECK_EQ(bad_detach, 0);
	CHECK_EQ(bad_stack, 0);
	CHECK_EQ(timer_delete(t), 0);
	/* Calls of it still on their way must not count as the next
	   timer's posts. */
	{
		struct timespec ts = { 0, 100 * 1000000 };
		nanosleep(&ts, 0);
		pthread_mutex_lock(&lock);
		taken = posted;
		pthread_mutex_unlock(&lock);
	}

	/* A one-shot timer fires exactly once. */
	sev.sigev_notify_attributes = 0;
	sev.sigev_notify_function = on_once;
	CHECK_EQ(timer_create(CLOCK_REALTIME, &sev, &t), 0);
	its.it_value.tv_nsec = 1000000;
	CHECK_EQ(timer_settime(t, 0, &its, 0), 0);
	wait_fired();
	{
		struct timespec ts = { 0, 100 * 1000000 };
		nanosleep(&ts, 0);
	}
	CHECK_EQ(once_calls, 1);
	CHECK_EQ(timer_delete(t), 0);

	/* Overruns: a 2 ms period while the first call sleeps 300 ms. */
	sev.sigev_notify_function = on_slow;
	CHECK_EQ(timer_create(CLOCK_MONOTONIC, &sev, &slow_timer), 0);
	its.it_value.tv_nsec = 2 * 1000000;
	its.it_interval.tv_nsec = 2 * 1000000;
	CHECK_EQ(timer_settime(slow_timer, 0, &its, 0), 0);
	wait_fired();
#ifdef __GLIBC__
	/* glibc starts a thread per expiry: the next call need not wait. */
	CHECK_GE(overrun_seen, 0);
#else
	/* weft runs one timer's calls one after another in its helper
	   (docs/time.md): the expiries during the slow call are overruns. */
	CHECK_GT(overrun_seen, 0);
#endif
	CHECK_EQ(timer_delete(slow_timer), 0);

	/* The caller's CPU-time clock: the timer counts the CPU time of
	   the thread that made it (which spins), not of any helper. */
	sev.sigev_notify_function = on_once;
	CHECK_EQ(timer_create(CLOCK_THREAD_CPUTIME_ID, &sev, &t), 0);
	memset(&its, 0, sizeof its);
	its.it_value.tv_nsec = 20 * 1000000;
	once_calls = 0;
	CHECK_EQ(timer_settime(t, 0, &its, 0), 0);
	{
		long long t0 = t_now_ms();
		while (!__atomic_load_n(&once_calls, __ATOMIC_SEQ_CST) && t_now_ms() - t0 < 8000)
			;
	}
	CHECK_EQ(once_calls, 1);
	CHECK_EQ(timer_delete(t), 0);

#ifndef __GLIBC__
	sev.sigev_notify_function = 0;
	CHECK_ERR(timer_create(CLOCK_MONOTONIC, &sev, &t), EINVAL);
#endif
	/* A clock that does not exist. */
	sev.sigev_notify_function = on_expiry;
	CHECK_ERR(timer_create(12345, &sev, &t), EINVAL);
	return 0;
}
