/* fork() while other threads are in the middle of malloc and free of all
   block kinds: the child (where those threads do not exist) can allocate
   and free every kind, including blocks the parent's threads allocated,
   and can start a thread that allocates too. */
// test: cflags -fno-builtin
// test: timeout 60
#include <pthread.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define THREADS 3
#define KEEP    64

static volatile int stop;
static void *shared[THREADS][KEEP];   /* live blocks of each thread */

static void *churn(void *arg)
{
	long id = (long)arg;
	unsigned x = id * 2654435761u + 1;

	while (!stop) {
		for (int i = 0; i < KEEP && !stop; i++) {
			size_t n;
			x = x * 1103515245 + 12345;
			n = (x >> 8) % 100 < 90 ? 16 + (x >> 4) % 500 :
			    (x >> 8) % 100 < 98 ? 40000 + (x >> 4) % 100000 : 2 << 20;
			void *p = malloc(n), *old;
			CHECK(p != 0);
			memset(p, (int)id, n < 64 ? n : 64);
			old = __atomic_exchange_n(&shared[id][i], p, __ATOMIC_ACQ_REL);
			free(old);
		}
	}
	return 0;
}

static void *child_thread(void *arg)
{
	for (int i = 0; i < 1000; i++)
		free(malloc(16 + i % 700));
	return arg;
}

static int child(void)
{
	void *p[300];
	pthread_t t;

	for (int round = 0; round < 2; round++) {
		for (int i = 0; i < 300; i++) {
			size_t n = i < 290 ? (size_t)(i * 13 % 1000) : i < 298 ? 70000 : 3 << 20;
			if (!(p[i] = malloc(n)))
				return 2;
			memset(p[i], i, n);
		}
		for (int i = 0; i < 300; i++) {
			size_t n = i < 290 ? (size_t)(i * 13 % 1000) : i < 298 ? 70000 : 3 << 20;
			for (size_t k = 0; k < n; k += 97)
				if (((unsigned char *)p[i])[k] != (unsigned char)i)
					return 3;
			free(p[i]);
		}
	}
	/* Blocks the parent's threads own (they are frozen in the child). */
	for (int id = 0; id < THREADS; id++)
		free(__atomic_exchange_n(&shared[id][0], 0, __ATOMIC_ACQ_REL));
	/* (qemu-user asserts when the fork child of a threaded program
	   creates a thread: there the child's thread is left out) */
	if (!t_under_qemu() && (pthread_create(&t, 0, child_thread, 0) || pthread_join(t, 0)))
		return 4;
	return 0;
}

int main(void)
{
	pthread_t t[THREADS];

	for (long i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, churn, (void *)i), 0);
	for (int k = 0; k < 12; k++) {
		int st;
		pid_t pid = fork();
		CHECK(pid >= 0);
		if (pid == 0)
			_exit(child());
		CHECK_EQ(waitpid(pid, &st, 0), pid);
		CHECK(WIFEXITED(st));
		CHECK_EQ(WEXITSTATUS(st), 0);
	}
	stop = 1;
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	for (int id = 0; id < THREADS; id++)
		for (int i = 0; i < KEEP; i++)
			free(shared[id][i]);
	return 0;
}
