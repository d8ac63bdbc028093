/* A cancelled pthread_once initialiser leaves the once "not run": the
   next caller runs the initialiser again and that run completes it.  Two
   ways: the initialiser cancels itself and reaches a cancellation point;
   the initialiser is cancelled while blocked, with another thread waiting
   in pthread_once for it, which must then run the initialiser itself
   rather than wait forever or return with it not done. */
// test: cflags -pthread
#define _GNU_SOURCE
#include "cancel_test.h"

static pthread_once_t once_a = PTHREAD_ONCE_INIT, once_b = PTHREAD_ONCE_INIT;
static int runs_a, done_a, runs_b, done_b, returned, handler_runs;
static pid_t init_tid, waiter_tid;
static int empty[2];

static void init_a(void)
{
	if (++runs_a == 1) {
		CHECK_EQ(pthread_cancel(pthread_self()), 0);
		pthread_testcancel();
	}
	done_a++;
}

static void init_b(void)
{
	if (++runs_b == 1) {
		char c;
		__atomic_store_n(&init_tid, t_tid(), __ATOMIC_RELEASE);
		read(empty[0], &c, 1);
	}
	done_b++;
}

static void *call_once(void *arg)
{
	pthread_once_t *o = arg;

	pthread_cleanup_push(t_count_run, &handler_runs);
	CHECK_EQ(pthread_once(o, o == &once_a ? init_a : init_b), 0);
	__atomic_fetch_add(&returned, 1, __ATOMIC_SEQ_CST);
	pthread_cleanup_pop(0);
	return NULL;
}

static void *wait_once(void *arg)
{
	__atomic_store_n(&waiter_tid, t_tid(), __ATOMIC_RELEASE);
	CHECK_EQ(pthread_once(&once_b, init_b), 0);
	/* The once returned: its initialiser must have completed. */
	CHECK_EQ(__atomic_load_n(&done_b, __ATOMIC_ACQUIRE), 1);
	return arg;
}

int main(void)
{
	pthread_t t, w;
	void *res = NULL;

	CHECK_EQ(pipe(empty), 0);

	CHECK_EQ(pthread_create(&t, NULL, call_once, &once_a), 0);
	CHECK_EQ(pthread_join(t, &res), 0);
	CHECK(res == PTHREAD_CANCELED);
	CHECK_EQ(handler_runs, 1);
	CHECK_EQ(returned, 0);
	CHECK_EQ(runs_a, 1);
	CHECK_EQ(done_a, 0);
	CHECK_EQ(pthread_once(&once_a, init_a), 0);
	CHECK_EQ(runs_a, 2);
	CHECK_EQ(done_a, 1);
	CHECK_EQ(pthread_once(&once_a, init_a), 0);
	CHECK_EQ(runs_a, 2);

	handler_runs = 0;
	CHECK_EQ(pthread_create(&t, NULL, call_once, &once_b), 0);
	while (!__atomic_load_n(&init_tid, __ATOMIC_ACQUIRE))
		sched_yield();
	t_wait_blocked(init_tid, NULL, "read in the initialiser");
	CHECK_EQ(pthread_create(&w, NULL, wait_once, (void *)3), 0);
	while (!__atomic_load_n(&waiter_tid, __ATOMIC_ACQUIRE))
		sched_yield();
	t_wait_blocked(waiter_tid, NULL, "pthread_once while the initialiser runs");
	CHECK_EQ(runs_b, 1);
	CHECK_EQ(pthread_cancel(t), 0);
	CHECK_EQ(pthread_join(t, &res), 0);
	CHECK(res == PTHREAD_CANCELED);
	CHECK_EQ(handler_runs, 1);
	CHECK_EQ(pthread_join(w, &res), 0);
	CHECK(res == (void *)3);
	CHECK_EQ(runs_b, 2);
	CHECK_EQ(done_b, 1);
	CHECK_EQ(pthread_once(&once_b, init_b), 0);
	CHECK_EQ(runs_b, 2);
	CHECK_EQ(returned, 0);
	return 0;
}
