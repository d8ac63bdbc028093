/* Cancellation state and type: pthread_setcancelstate/setcanceltype give
   the old value and refuse values that are neither (EINVAL, nothing
   changed).  With cancellation disabled a request is held: the thread
   goes through cancellation points (a 50 ms nanosleep that is not cut
   short, a read that returns its data, pthread_testcancel) untouched;
   re-enabling does not act by itself (deferred type), the next point
   does, be it pthread_testcancel or a read that would block (the
   asynchronous type: cancel_async_held_acts_on_enable).  A thread that
   cancels itself runs on until its next cancellation point. */
// test: cflags -pthread
#define _GNU_SOURCE
#include "cancel_test.h"

static int runs, ready, sent, survived, enabled, after;
static int data[2], empty[2];

static void wait_flag(int *f)
{
	while (!__atomic_load_n(f, __ATOMIC_ACQUIRE))
		sched_yield();
}

static void set_flag(int *f)
{
	__atomic_store_n(f, 1, __ATOMIC_RELEASE);
}

static void *api(void *arg)
{
	int old = -1;

	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_ENABLE);
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_DISABLE);
	CHECK_EQ(pthread_setcancelstate(42, &old), EINVAL);
	CHECK_EQ(pthread_setcancelstate(-1, &old), EINVAL);
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_DISABLE);
	CHECK_EQ(pthread_setcancelstate(42, &old), EINVAL);
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_ENABLE);

	CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_DEFERRED);
	CHECK_EQ(pthread_setcanceltype(42, &old), EINVAL);
	CHECK_EQ(pthread_setcanceltype(-1, &old), EINVAL);
	CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_DEFERRED, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_ASYNCHRONOUS);
	CHECK_EQ(pthread_setcanceltype(42, &old), EINVAL);
	CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_DEFERRED, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_DEFERRED);
	return arg;
}

/* Disabled, cancelled by main, through three cancellation points, then
   enabled: blocking_end selects a read on an empty pipe rather than
   pthread_testcancel as the point that acts. */
static void *held(void *blocking_end)
{
	struct timespec ts = { 0, 50 * 1000000L };
	int old = -1;
	char c = 0;
	long long t0;

	pthread_cleanup_push(t_count_run, &runs);
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_ENABLE);
	set_flag(&ready);
	wait_flag(&sent);

	t0 = t_now_ns(CLOCK_MONOTONIC);
	CHECK_EQ(nanosleep(&ts, NULL), 0);
	CHECK_GE(t_now_ns(CLOCK_MONOTONIC) - t0, 50 * 1000000LL);
	CHECK_EQ(read(data[0], &c, 1), 1);
	CHECK_EQ(c, 'd');
	pthread_testcancel();
	set_flag(&survived);

	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_DISABLE);
	set_flag(&enabled);
	if (blocking_end)
		read(empty[0], &c, 1);
	else
		pthread_testcancel();
	set_flag(&after);
	pthread_cleanup_pop(0);
	return NULL;
}

static void *self(void *arg)
{
	struct timespec ts = { 0, 1000000L };

	(void)arg;
	pthread_cleanup_push(t_count_run, &runs);
	CHECK_EQ(pthread_cancel(pthread_self()), 0);
	set_flag(&survived);
	nanosleep(&ts, NULL);
	set_flag(&after);
	pthread_cleanup_pop(0);
	return NULL;
}

static void *run(void *(*fn)(void *), void *arg, int cancel)
{
	pthread_t t;
	void *res = NULL;

	runs = ready = sent = survived = enabled = after = 0;
	CHECK_EQ(pthread_create(&t, NULL, fn, arg), 0);
	if (cancel) {
		wait_flag(&ready);
		CHECK_EQ(pthread_cancel(t), 0);
		set_flag(&sent);
	}
	CHECK_EQ(pthread_join(t, &res), 0);
	return res;
}

int main(void)
{
	CHECK_EQ(pipe(data), 0);
	CHECK_EQ(pipe(empty), 0);

	CHECK(run(api, (void *)1, 0) == (void *)1);

	for (int blocking_end = 0; blocking_end < 2; blocking_end++) {
		CHECK_EQ(write(data[1], "d", 1), 1);
		CHECK(run(held, (void *)(long)blocking_end, 1) == PTHREAD_CANCELED);
		CHECK_EQ(survived, 1);
		CHECK_EQ(enabled, 1);
		CHECK_EQ(after, 0);
		CHECK_EQ(runs, 1);
	}

	CHECK(run(self, NULL, 0) == PTHREAD_CANCELED);
	CHECK_EQ(survived, 1);
	CHECK_EQ(after, 0);
	CHECK_EQ(runs, 1);
	return 0;
}
