/* Cleanup handlers for every way out of a thread: pthread_exit and
   cancellation run the pushed handlers most recent first (also those
   pushed by callers further up the stack); pthread_cleanup_pop(nonzero)
   runs just the top one, pop(0) removes it unrun; returning from the
   start routine (every handler popped) runs none. */
// test: cflags -pthread
#define _GNU_SOURCE
#include "cancel_test.h"

static char log_[32];
static int nlog;
static int never[2];

static void note(void *arg)
{
	log_[nlog++] = *(const char *)arg;
	log_[nlog] = 0;
}

static void inner_exit(void)
{
	pthread_cleanup_push(note, "c");
	pthread_exit((void *)11);
	pthread_cleanup_pop(0);
}

static void *by_exit(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	inner_exit();
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return arg;
}

static int blocked_tid;
static void *by_cancel(void *arg)
{
	char c;
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	pthread_cleanup_push(note, "c");
	__atomic_store_n(&blocked_tid, t_tid(), __ATOMIC_RELEASE);
	read(never[0], &c, 1);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return arg;
}

static void *by_pop1(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	pthread_cleanup_push(note, "c");
	pthread_cleanup_pop(1);
	CHECK_STR(log_, "c");
	pthread_cleanup_pop(2);
	CHECK_STR(log_, "cb");
	pthread_cleanup_pop(-1);
	CHECK_STR(log_, "cba");
	return arg;
}

static void *by_pop0_then_exit(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	pthread_cleanup_pop(0);
	CHECK_STR(log_, "");
	pthread_cleanup_push(note, "c");
	pthread_cleanup_push(note, "d");
	pthread_cleanup_pop(1);
	CHECK_STR(log_, "d");
	pthread_exit(arg);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return NULL;
}

static void *by_return(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(note, "b");
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return arg;
}

static void *run(void *(*fn)(void *), void *arg, int cancel)
{
	pthread_t t;
	void *res = NULL;

	nlog = 0;
	log_[0] = 0;
	blocked_tid = 0;
	CHECK_EQ(pthread_create(&t, NULL, fn, arg), 0);
	if (cancel) {
		while (!__atomic_load_n(&blocked_tid, __ATOMIC_ACQUIRE))
			sched_yield();
		t_wait_blocked(blocked_tid, NULL, "read");
		CHECK_EQ(pthread_cancel(t), 0);
	}
	CHECK_EQ(pthread_join(t, &res), 0);
	return res;
}

int main(void)
{
	CHECK_EQ(pipe(never), 0);

	CHECK(run(by_exit, (void *)1, 0) == (void *)11);
	CHECK_STR(log_, "cba");

	CHECK(run(by_cancel, (void *)2, 1) == PTHREAD_CANCELED);
	CHECK_STR(log_, "cba");

	CHECK(run(by_pop1, (void *)3, 0) == (void *)3);
	CHECK_STR(log_, "cba");

	CHECK(run(by_pop0_then_exit, (void *)4, 0) == (void *)4);
	CHECK_STR(log_, "dca");

	CHECK(run(by_return, (void *)5, 0) == (void *)5);
	CHECK_STR(log_, "");
	return 0;
}
