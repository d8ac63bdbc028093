/* timer_delete of a SIGEV_THREAD timer stops the calls and leaves no
   thread behind (weft gives each such timer a helper thread, which the
   delete ends; glibc keeps one helper for the process); the function
   may delete its own timer; a delete while the function runs does not
   wait for it; many create/delete cycles grow neither the threads nor
   the mappings. */
// test: timeout 30
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "check.h"
#include "notify_test.h"

#define NTIMERS 8

static volatile int calls[NTIMERS], self_calls, slow_in, slow_out, cycle_calls;
static timer_t self_timer;
static volatile int self_delete_result = -2;

static void on_expiry(union sigval v)
{
	__atomic_fetch_add(&calls[v.sival_int], 1, __ATOMIC_SEQ_CST);
}

static void on_self(union sigval v)
{
	(void)v;
	if (__atomic_fetch_add(&self_calls, 1, __ATOMIC_SEQ_CST) == 0)
		self_delete_result = timer_delete(self_timer);
}

static void on_slow(union sigval v)
{
	struct timespec ts = { 0, 200 * 1000000 };

	(void)v;
	__atomic_fetch_add(&slow_in, 1, __ATOMIC_SEQ_CST);
	while (nanosleep(&ts, &ts) != 0)
		;
	__atomic_fetch_add(&slow_out, 1, __ATOMIC_SEQ_CST);
}

static void on_cycle(union sigval v)
{
	(void)v;
	__atomic_fetch_add(&cycle_calls, 1, __ATOMIC_SEQ_CST);
}

static int count_maps(void)
{
	FILE *f = fopen("/proc/self/maps", "r");
	int c, n = 0;

	CHECK(f != 0);
	while ((c = getc(f)) != EOF)
		n += c == '\n';
	fclose(f);
	return n;
}

static int threads_expected;

static void wait_threads_settle(void)
{
	WAIT_FOR(t_threads() == threads_expected + t_host_threads());
}

static void arm(timer_t t, long first_ms, long period_ms)
{
	struct itimerspec its;

	memset(&its, 0, sizeof its);
	its.it_value.tv_nsec = first_ms * 1000000;
	its.it_interval.tv_nsec = period_ms * 1000000;
	CHECK_EQ(timer_settime(t, 0, &its, 0), 0);
}

int main(void)
{
	struct sigevent sev;
	timer_t t[NTIMERS];
	int i, before[NTIMERS], maps;

	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_THREAD;
#ifdef __GLIBC__
	/* glibc's helper thread, started by the first SIGEV_THREAD timer,
	   stays for the life of the process. */
	sev.sigev_notify_function = on_cycle;
	CHECK_EQ(timer_create(CLOCK_MONOTONIC, &sev, &t[0]), 0);
	CHECK_EQ(timer_delete(t[0]), 0);
	threads_expected = 2;
#else
	threads_expected = 1;
#endif
	wait_threads_settle();

	/* Several periodic timers at once, all firing, then all deleted. */
	sev.sigev_notify_function = on_expiry;
	for (i = 0; i < NTIMERS; i++) {
		sev.sigev_value.sival_int = i;
		CHECK_EQ(timer_create(CLOCK_MONOTONIC, &sev, &t[i]), 0);
		arm(t[i], 5, 5);
	}
	for (i = 0; i < NTIMERS; i++)
		WAIT_FOR(calls[i] >= 3);
	for (i = 0; i < NTIMERS; i++)
		CHECK_EQ(timer_delete(t[i]), 0);
	wait_threads_settle();
	for (i = 0; i < NTIMERS; i++)
		before[i] = calls[i];
	t_sleep_ms(100);
	for (i = 0; i < NTIMERS; i++)
		CHECK_EQ(calls[i], before[i]);

	/* The function deletes its own (periodic) timer: one call only. */
	sev.sigev_notify_function = on_self;
	CHECK_EQ(timer_create(CLOCK_MONOTONIC, &sev, &self_timer), 0);
	arm(self_timer, 2, 2);
	WAIT_FOR(self_delete_result != -2);
	CHECK_EQ(self_delete_result, 0);
	wait_threads_settle();
	i = self_calls;
	t_sleep_ms(50);
	CHECK_EQ(self_calls, i);
#ifndef __GLIBC__
	/* weft runs a timer's calls one at a time: the call that deleted
	   the timer was the only one.  (glibc may have started the next
	   expiry's thread already.) */
	CHECK_EQ(self_calls, 1);
#endif

	/* Deleted while the function runs: the delete returns at once, the
	   call finishes, and nothing runs after it. */
	sev.sigev_notify_function = on_slow;
	CHECK_EQ(timer_create(CLOCK_MONOTONIC, &sev, &t[0]), 0);
	arm(t[0], 1, 1);
	WAIT_FOR(slow_in >= 1);
	CHECK_EQ(timer_delete(t[0]), 0);
	WAIT_FOR(slow_out == slow_in);
	wait_threads_settle();
	t_sleep_ms(50);
	CHECK_EQ(slow_out, slow_in);
#ifndef __GLIBC__
	/* The expiries during the call were never run. */
	CHECK_EQ(slow_in, 1);
#endif

	/* Create, fire, delete, many times: no growth of threads or memory
	   mappings beyond the first cycle's. */
	sev.sigev_notify_function = on_cycle;
	maps = -1;
	for (i = 0; i < 40; i++) {
		int n = cycle_calls;
		CHECK_EQ(timer_create(CLOCK_MONOTONIC, &sev, &t[0]), 0);
		arm(t[0], 1, 0);
		WAIT_FOR(cycle_calls > n);
		CHECK_EQ(timer_delete(t[0]), 0);
		wait_threads_settle();
		if (i == 1)
			maps = count_maps();
	}
	CHECK_LE(count_maps(), maps + 2);
	return 0;
}
