/* Once the stack cache is full of one stack size, a program that moves
   on to another size still gets its exited threads' stacks reused: an
   old entry of the other size makes room.  Checked by a mark each
   thread leaves near the top of its stack (kept when the cache gives a
   stack's unused pages back): the next thread of the new size finds
   it there, where a new mapping would read zeros. */
// test: weft-only (glibc gives the unused pages of a cached stack back,
// mark included)
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include "check.h"

#define FILL 40

struct job {
	long mark, found;
};

static pthread_barrier_t all_up;

static void *hold(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&all_up);
	return 0;
}

static void *run_job(void *arg)
{
	struct job *j = arg;
	pthread_attr_t a;
	void *addr = 0;
	size_t size = 0;

	CHECK_EQ(pthread_getattr_np(pthread_self(), &a), 0);
	CHECK_EQ(pthread_attr_getstack(&a, &addr, &size), 0);
	pthread_attr_destroy(&a);
	/* 6 KiB below the top: under this thread's own frames, within what
	   a cached stack keeps */
	volatile long *mark = (volatile long *)((char *)addr + size - 6144);
	CHECK((char *)__builtin_frame_address(0) > (char *)mark + 1024);
	j->found = *mark;
	*mark = j->mark;
	return 0;
}

static long run(size_t size, long mark)
{
	struct job j = { mark, -1 };
	pthread_attr_t a;
	pthread_t t;

	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, size), 0);
	CHECK_EQ(pthread_create(&t, &a, run_job, &j), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	pthread_attr_destroy(&a);
	return j.found;
}

int main(void)
{
	size_t old = 192 * 1024, now = 320 * 1024;
	pthread_t t[FILL];
	pthread_attr_t a;

	/* FILL threads of the old size alive at once, then joined: more
	   stacks than the cache keeps */
	CHECK_EQ(pthread_barrier_init(&all_up, 0, FILL + 1), 0);
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, old), 0);
	for (int i = 0; i < FILL; i++)
		CHECK_EQ(pthread_create(&t[i], &a, hold, 0), 0);
	pthread_barrier_wait(&all_up);
	for (int i = 0; i < FILL; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	pthread_attr_destroy(&a);

	CHECK_EQ(run(now, 1), 0);
	for (long i = 2; i <= 6; i++)
		CHECK_EQ(run(now, i), i - 1);
	return 0;
}
