/* The ways joining can fail: joining oneself (EDEADLK), a detached thread
   (EINVAL), detaching twice (EINVAL); the non-blocking and timed joins:
   tryjoin says EBUSY while the thread runs and succeeds once it has ended,
   timedjoin and clockjoin (realtime and monotonic) time out with ETIMEDOUT
   and reject an unsupported clock (and, in weft, a malformed time) with
   EINVAL, and a thread they gave
   up on can still be joined. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

/* Each waiting thread has its own gate, so a byte meant for one thread
   can never release another. */
struct gate {
	int fd[2];
	void *ret;
};

static struct gate *new_gate(void *ret)
{
	static struct gate gates[16];
	static int used;
	struct gate *g = &gates[used++];
	CHECK(used <= 16);
	CHECK_EQ(pipe(g->fd), 0);
	g->ret = ret;
	return g;
}

static void *wait_gate(void *arg)
{
	struct gate *g = arg;
	char c;
	CHECK_EQ(read(g->fd[0], &c, 1), 1);
	return g->ret;
}

static void *join_self(void *arg)
{
	(void)arg;
	return (void *)(intptr_t)pthread_join(pthread_self(), NULL);
}

static void open_gate(struct gate *g)
{
	char c = 'g';
	CHECK_EQ(write(g->fd[1], &c, 1), 1);
}

int main(void)
{
	pthread_t t;
	void *v;
	struct timespec ts;
	struct gate *g;

	/* Joining oneself, in main and in a thread. */
	CHECK_EQ(pthread_join(pthread_self(), NULL), EDEADLK);
	CHECK_EQ(pthread_create(&t, NULL, join_self, NULL), 0);
	CHECK_EQ(pthread_join(t, &v), 0);
	CHECK_EQ((intptr_t)v, EDEADLK);

	/* Detached (by pthread_detach), still running: join and a second
	   detach fail with EINVAL. */
	g = new_gate(NULL);
	CHECK_EQ(pthread_create(&t, NULL, wait_gate, g), 0);
	CHECK_EQ(pthread_detach(t), 0);
	CHECK_EQ(pthread_join(t, NULL), EINVAL);
	CHECK_EQ(pthread_detach(t), EINVAL);
	open_gate(g);

	/* tryjoin: EBUSY while running, then the value once it has ended. */
	g = new_gate((void *)11);
	CHECK_EQ(pthread_create(&t, NULL, wait_gate, g), 0);
	CHECK_EQ(pthread_tryjoin_np(t, &v), EBUSY);
	CHECK_EQ(pthread_tryjoin_np(t, &v), EBUSY);

	/* timedjoin and clockjoin on the running thread time out. */
	ts = t_deadline_ms(CLOCK_REALTIME, 50);
	CHECK_EQ(pthread_timedjoin_np(t, &v, &ts), ETIMEDOUT);
	ts = t_deadline_ms(CLOCK_REALTIME, 50);
	CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_REALTIME, &ts), ETIMEDOUT);
	ts = t_deadline_ms(CLOCK_MONOTONIC, 50);
	CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_MONOTONIC, &ts), ETIMEDOUT);
	/* ...and the timeout really was waited for (no early return). */
	ts = t_deadline_ms(CLOCK_MONOTONIC, 100);
	CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_MONOTONIC, &ts), ETIMEDOUT);
	CHECK(t_reached(CLOCK_MONOTONIC, &ts));
	/* A time already past. */
	ts = t_deadline_ms(CLOCK_REALTIME, 0);
	ts.tv_sec -= 1;
	CHECK_EQ(pthread_timedjoin_np(t, &v, &ts), ETIMEDOUT);
	ts = t_deadline_ms(CLOCK_MONOTONIC, 0);
	ts.tv_sec -= 1;
	CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_MONOTONIC, &ts), ETIMEDOUT);

	/* Unsupported clocks. */
	ts = t_deadline_ms(CLOCK_MONOTONIC, 1000);
	CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_PROCESS_CPUTIME_ID, &ts), EINVAL);
	CHECK_EQ(pthread_clockjoin_np(t, &v, 12345, &ts), EINVAL);

	/* Malformed times, EINVAL as the Linux manual says.  glibc 2.36 does
	   not check: its join loop retries the futex's EINVAL for ever, so
	   this part runs against weft only. */
	const char *mode = getenv("TEST_MODE");
	if (mode && !strcmp(mode, "weft")) {
		ts = t_deadline_ms(CLOCK_REALTIME, 1000);
		ts.tv_nsec = 1000000000;
		CHECK_EQ(pthread_timedjoin_np(t, &v, &ts), EINVAL);
		ts.tv_nsec = -1;
		CHECK_EQ(pthread_timedjoin_np(t, &v, &ts), EINVAL);
		ts = t_deadline_ms(CLOCK_MONOTONIC, 1000);
		ts.tv_nsec = 1000000000;
		CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_MONOTONIC, &ts), EINVAL);
		ts = t_deadline_ms(CLOCK_REALTIME, 1000);
		ts.tv_nsec = -5;
		CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_REALTIME, &ts), EINVAL);
	}

	/* Still joinable after all that. */
	CHECK_EQ(pthread_tryjoin_np(t, &v), EBUSY);
	open_gate(g);
	struct timespec ms = { 0, 1000000 };
	int r, i = 0;
	v = NULL;
	while ((r = pthread_tryjoin_np(t, &v)) == EBUSY) {
		CHECK(++i < 60000);
		nanosleep(&ms, NULL);
	}
	CHECK_EQ(r, 0);
	CHECK_EQ((uintptr_t)v, 11);

	/* timedjoin / clockjoin succeed when the thread ends in time. */
	g = new_gate((void *)12);
	CHECK_EQ(pthread_create(&t, NULL, wait_gate, g), 0);
	open_gate(g);
	ts = t_deadline_ms(CLOCK_REALTIME, 60000);
	CHECK_EQ(pthread_timedjoin_np(t, &v, &ts), 0);
	CHECK_EQ((uintptr_t)v, 12);
	g = new_gate((void *)13);
	CHECK_EQ(pthread_create(&t, NULL, wait_gate, g), 0);
	ts = t_deadline_ms(CLOCK_MONOTONIC, 20);
	CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_MONOTONIC, &ts), ETIMEDOUT);
	open_gate(g);
	ts = t_deadline_ms(CLOCK_MONOTONIC, 60000);
	CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_MONOTONIC, &ts), 0);
	CHECK_EQ((uintptr_t)v, 13);
	g = new_gate((void *)14);
	CHECK_EQ(pthread_create(&t, NULL, wait_gate, g), 0);
	open_gate(g);
	ts = t_deadline_ms(CLOCK_REALTIME, 60000);
	CHECK_EQ(pthread_clockjoin_np(t, &v, CLOCK_REALTIME, &ts), 0);
	CHECK_EQ((uintptr_t)v, 14);

	/* Plain join of a thread that a timed join gave up on. */
	g = new_gate((void *)15);
	CHECK_EQ(pthread_create(&t, NULL, wait_gate, g), 0);
	ts = t_deadline_ms(CLOCK_REALTIME, 20);
	CHECK_EQ(pthread_timedjoin_np(t, &v, &ts), ETIMEDOUT);
	open_gate(g);
	CHECK_EQ(pthread_join(t, &v), 0);
	CHECK_EQ((uintptr_t)v, 15);
	return 0;
}
