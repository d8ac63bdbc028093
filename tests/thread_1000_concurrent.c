/* A thousand threads alive at once: each announces itself and blocks in a
   pipe read; with all of them running (the kernel counts 1001 threads),
   main releases them with one write and joins every one, getting each
   thread's own value back. */
// test: cflags -pthread
// test: timeout 120
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

#define N 1000

static int gate[2];
static int started, released;

static long threads_now(void)
{
	static char buf[8192];

	CHECK_GE(t_read_file("/proc/self/status", buf, sizeof buf), 0);
	char *p = strstr(buf, "\nThreads:");
	CHECK(p != NULL);
	return strtol(p + 9, NULL, 10);
}

static void *waiter(void *arg)
{
	char c;
	__atomic_fetch_add(&started, 1, __ATOMIC_RELAXED);
	CHECK_EQ(read(gate[0], &c, 1), 1);
	CHECK_EQ(c, 'g');
	__atomic_fetch_add(&released, 1, __ATOMIC_RELAXED);
	return (void *)((uintptr_t)arg + 1);
}

int main(void)
{
	static pthread_t t[N];
	static char go[N];
	struct timespec ms = { 0, 1000000 };

	CHECK_EQ(pipe(gate), 0);
	for (uintptr_t i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], NULL, waiter, (void *)i), 0);
	for (int i = 0; __atomic_load_n(&started, __ATOMIC_RELAXED) != N; i++) {
		CHECK(i < 60000);
		nanosleep(&ms, NULL);
	}
	/* Nobody can have passed the gate yet. */
	CHECK_EQ(threads_now(), N + 1 + t_host_threads());
	CHECK_EQ(__atomic_load_n(&released, __ATOMIC_RELAXED), 0);

	memset(go, 'g', sizeof go);
	CHECK_EQ(write(gate[1], go, N), N);
	for (uintptr_t i = 0; i < N; i++) {
		void *v;
		CHECK_EQ(pthread_join(t[i], &v), 0);
		CHECK_EQ((uintptr_t)v, i + 1);
	}
	CHECK_EQ(released, N);
	/* The kernel clears a thread's tid (which ends the join) a little
	   before it drops the thread from the count: wait for that. */
	for (int i = 0; threads_now() != 1 + t_host_threads(); i++) {
		CHECK(i < 60000);
		nanosleep(&ms, NULL);
	}
	/* The gate is empty: every byte went to exactly one thread. */
	CHECK_EQ(fcntl(gate[0], F_SETFL, O_NONBLOCK), 0);
	char c;
	CHECK_ERR(read(gate[0], &c, 1), EAGAIN);
	return 0;
}
