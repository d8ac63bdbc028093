/* A thread created with an explicit stack size (libuv and Rust's std
   always set one) reuses the memory of a joined thread of the same
   size, as a default-size thread does: creating it costs no new
   mapping.  Checked by a mark each thread leaves at the far end of its
   stack: the next thread of that size finds it there (a new mapping
   would read zeros), for two sizes taking turns. */
// test: weft-only (glibc caches stacks of any size too, but gives the
// unused stack pages back when a thread exits, so the mark is gone)
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include "check.h"

struct job {
	size_t size;
	long mark, found;
};

static void *run_job(void *arg)
{
	struct job *j = arg;
	pthread_attr_t a;
	void *addr = 0;
	size_t size = 0;

	CHECK_EQ(pthread_getattr_np(pthread_self(), &a), 0);
	CHECK_EQ(pthread_attr_getstack(&a, &addr, &size), 0);
	CHECK(size >= j->size - 64 * 1024 && size <= j->size + 64 * 1024);
	pthread_attr_destroy(&a);
	/* the stack's lowest bytes, far below any frame of this thread */
	volatile long *far = (volatile long *)((char *)addr + 256);
	j->found = *far;
	*far = j->mark;
	return 0;
}

static long run(size_t size, long mark)
{
	struct job j = { size, mark, -1 };
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
	size_t small = 256 * 1024, big = 3 * 1024 * 1024;

	CHECK_EQ(run(small, 1000), 0);
	CHECK_EQ(run(big, 2000), 0);
	for (long i = 1; i <= 10; i++) {
		CHECK_EQ(run(small, 1000 + i), 1000 + i - 1);
		CHECK_EQ(run(big, 2000 + i), 2000 + i - 1);
	}
	return 0;
}
