/* pthread_once as a program calls it: each argument is evaluated exactly
   once, before and after the control has completed (the header may test
   completion inline), and a void * control is accepted as the function
   accepts it.  An init routine that leaves through pthread_exit does not
   complete the control: the next caller runs it, and a caller that was
   waiting for it then takes over instead of waiting forever. */
// test: cflags -pthread
// test: timeout 30
#include <pthread.h>
#include <sched.h>
#include "check.h"

static int runs_a, runs_b, picks;
static void init_a(void) { runs_a++; }
static void init_b(void) { runs_b++; }

static void (*pick(void (*f)(void)))(void)
{
	picks++;
	return f;
}

static pthread_once_t exiting = PTHREAD_ONCE_INIT;
static int exiting_runs, waiter_arrived;
static volatile int finished;

/* The first run leaves its thread; later runs complete. */
static void init_exits(void)
{
	if (__atomic_fetch_add(&exiting_runs, 1, __ATOMIC_ACQ_REL) == 0) {
		/* Let the waiter block on the control first (no correctness
		   depends on it: without it the waiter simply runs init). */
		while (!__atomic_load_n(&waiter_arrived, __ATOMIC_ACQUIRE))
			sched_yield();
		for (int i = 0; i < 100; i++)
			sched_yield();
		pthread_exit(0);
	}
	finished = 1;
}

static void *call_exiting(void *arg)
{
	(void)arg;
	CHECK_EQ(pthread_once(&exiting, init_exits), 0);
	return (void *)1;
}

static void *waiter(void *arg)
{
	(void)arg;
	__atomic_store_n(&waiter_arrived, 1, __ATOMIC_RELEASE);
	CHECK_EQ(pthread_once(&exiting, init_exits), 0);
	CHECK(finished);
	return 0;
}

int main(void)
{
	pthread_once_t ctl[4] = { PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT };
	pthread_once_t *p = ctl, done_one = PTHREAD_ONCE_INIT;
	void *vp = &done_one;
	pthread_t a, w;
	void *r;

	/* Not yet run: the slow path. */
	CHECK_EQ(pthread_once(p++, pick(init_a)), 0);
	CHECK(p == ctl + 1);
	CHECK_EQ(picks, 1);
	CHECK_EQ(runs_a, 1);
	/* ctl[1] was not touched: the second control still runs its init. */
	CHECK_EQ(pthread_once(p++, pick(init_b)), 0);
	CHECK(p == ctl + 2);
	CHECK_EQ(picks, 2);
	CHECK_EQ(runs_b, 1);
	/* Completed: the fast path. */
	p = ctl;
	CHECK_EQ(pthread_once(p++, pick(init_a)), 0);
	CHECK(p == ctl + 1);
	CHECK_EQ(picks, 3);
	CHECK_EQ(runs_a, 1);
	CHECK_EQ(ctl[2], PTHREAD_ONCE_INIT);

	/* A void * argument converts as it does for the function. */
	CHECK_EQ(pthread_once(vp, init_a), 0);
	CHECK_EQ(runs_a, 2);
	CHECK_EQ(pthread_once(vp, init_a), 0);
	CHECK_EQ(runs_a, 2);
	/* The function itself, by name and through a pointer. */
	int (*fn)(pthread_once_t *, void (*)(void)) = pthread_once;
	CHECK_EQ(fn(&ctl[3], init_b), 0);
	CHECK_EQ((pthread_once)(&ctl[3], init_b), 0);
	CHECK_EQ(runs_b, 2);

	/* init leaves through pthread_exit while another caller waits. */
	CHECK_EQ(pthread_create(&a, 0, call_exiting, 0), 0);
	while (!__atomic_load_n(&exiting_runs, __ATOMIC_ACQUIRE))
		sched_yield();
	CHECK_EQ(pthread_create(&w, 0, waiter, 0), 0);
	CHECK_EQ(pthread_join(a, &r), 0);
	CHECK(r == 0);              /* it exited inside init */
	CHECK_EQ(pthread_join(w, 0), 0);
	CHECK_EQ(exiting_runs, 2);
	CHECK(finished);
	CHECK_EQ(pthread_once(&exiting, init_exits), 0);
	CHECK_EQ(exiting_runs, 2);
	return 0;
}
