/* _Thread_local storage is per thread: each new thread sees the initial
   values (initialised, zero-filled, 64-byte aligned) whatever other threads
   have written; its writes stay invisible to the others; the same variable
   has a different address in each live thread; errno is per thread. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <unistd.h>
#include "check.h"

#define N 8

static _Thread_local int tl_init = 42;
static _Thread_local long tl_zero;
static _Thread_local char tl_zero_big[5000];
static _Thread_local _Alignas(64) unsigned char tl_aligned[64] = { 1, 2, 3, [63] = 63 };
struct seen {
	int *init_addr;
	void *aligned_addr;
	int err;
};

static struct seen seen[N];
static int anchor;
_Thread_local void *tl_ptr = &anchor;   /* external, initialised with an address */
static int phase1, phase2;

static void wait_for(int *counter, int value)
{
	while (__atomic_load_n(counter, __ATOMIC_ACQUIRE) < value)
		sched_yield();
}

static void check_fresh(void)
{
	CHECK_EQ(tl_init, 42);
	CHECK_EQ(tl_zero, 0);
	for (size_t i = 0; i < sizeof tl_zero_big; i++)
		if (tl_zero_big[i])
			t_fail_eq(__FILE__, __LINE__, "tl_zero_big byte", i, 0);
	CHECK_EQ((uintptr_t)tl_aligned % 64, 0);
	CHECK_EQ(tl_aligned[0], 1);
	CHECK_EQ(tl_aligned[1], 2);
	CHECK_EQ(tl_aligned[2], 3);
	for (int i = 3; i < 63; i++)
		CHECK_EQ(tl_aligned[i], 0);
	CHECK_EQ(tl_aligned[63], 63);
	CHECK(tl_ptr == &anchor);
}

static void *thread(void *arg)
{
	int id = (int)(uintptr_t)arg;

	check_fresh();
	seen[id].init_addr = &tl_init;
	seen[id].aligned_addr = tl_aligned;

	/* Write everything with this thread's own values. */
	tl_init = 1000 + id;
	tl_zero = -id;
	tl_zero_big[4999] = (char)id;
	tl_aligned[10] = (unsigned char)id;
	tl_ptr = &seen[id];
	/* errno: a different failure in each thread. */
	if (id % 2)
		CHECK_ERR(close(-1), EBADF);
	else {
		CHECK_ERR(dup2(-5, 3), EBADF);
		errno = 1000 + id;
	}
	int want_errno = id % 2 ? EBADF : 1000 + id;

	__atomic_fetch_add(&phase1, 1, __ATOMIC_RELEASE);
	wait_for(&phase2, 1);

	/* Everybody has written by now: our values are untouched. */
	CHECK_EQ(tl_init, 1000 + id);
	CHECK_EQ(tl_zero, -id);
	CHECK_EQ(tl_zero_big[4999], id);
	CHECK_EQ(tl_aligned[10], id);
	CHECK(tl_ptr == &seen[id]);
	CHECK_EQ(errno, want_errno);
	seen[id].err = errno;
	return &tl_init;
}

int main(void)
{
	pthread_t t[N];

	check_fresh();
	/* Main's writes do not leak into threads created afterwards. */
	tl_init = 7;
	tl_zero = 7;
	tl_zero_big[0] = 7;
	tl_aligned[0] = 7;
	tl_ptr = NULL;
	errno = ENOSPC;

	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], NULL, thread, (void *)(uintptr_t)i), 0);
	wait_for(&phase1, N);
	for (int i = 0; i < N; i++) {
		CHECK(seen[i].init_addr != &tl_init);
		CHECK(seen[i].aligned_addr != (void *)tl_aligned);
		for (int j = i + 1; j < N; j++) {
			CHECK(seen[i].init_addr != seen[j].init_addr);
			CHECK(seen[i].aligned_addr != seen[j].aligned_addr);
		}
	}
	/* Main's own values survive the threads' writes. */
	CHECK_EQ(tl_init, 7);
	CHECK_EQ(tl_zero, 7);
	CHECK_EQ(tl_zero_big[0], 7);
	CHECK_EQ(tl_zero_big[4999], 0);
	CHECK_EQ(tl_aligned[0], 7);
	CHECK_EQ(tl_aligned[10], 0);
	CHECK(tl_ptr == NULL);
	CHECK_EQ(errno, ENOSPC);
	__atomic_store_n(&phase2, 1, __ATOMIC_RELEASE);
	for (int i = 0; i < N; i++) {
		void *v;
		CHECK_EQ(pthread_join(t[i], &v), 0);
		CHECK(v == seen[i].init_addr);
		CHECK_EQ(seen[i].err, i % 2 ? EBADF : 1000 + i);
	}
	CHECK_EQ(errno, ENOSPC);

	/* A thread created after the others ended still starts fresh, even
	   if it reuses a finished thread's memory. */
	tl_init = 8;
	phase1 = 0;
	CHECK_EQ(pthread_create(&t[0], NULL, thread, (void *)0), 0);
	wait_for(&phase1, 1);
	CHECK_EQ(pthread_join(t[0], NULL), 0);
	CHECK_EQ(tl_init, 8);
	return 0;
}
