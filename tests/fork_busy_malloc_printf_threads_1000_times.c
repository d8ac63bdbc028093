/* Fork 1,000 times (a tenth under qemu-user) from a process whose 8 other threads are busy in
   malloc, free and printf (stdout on /dev/null) the whole time: every
   child must be able to malloc and printf, whatever lock a thread held
   at the instant of the fork, and exit 0.  A child stuck on a lock
   copied in its held state makes the test time out. */
// test: cflags -pthread
// test: timeout 120
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define THREADS 8
#define FORKS 1000

static volatile int stop;

static void *churn(void *arg)
{
	unsigned n = (unsigned)(long)arg;
	void *keep[16] = { 0 };

	while (!__atomic_load_n(&stop, __ATOMIC_RELAXED)) {
		unsigned i = n % 16;
		free(keep[i]);
		keep[i] = malloc(16 + (n * 37) % 4000);
		if (keep[i])
			memset(keep[i], (int)n, 16);
		printf("thread %u says %u %s\n", (unsigned)(long)arg % THREADS, n, "hello");
		n += THREADS;
	}
	for (int i = 0; i < 16; i++)
		free(keep[i]);
	return 0;
}

int main(void)
{
	pthread_t t[THREADS];
	int null = open("/dev/null", O_WRONLY);

	CHECK(null >= 0);
	CHECK_EQ(dup2(null, 1), 1);
	for (long i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, churn, (void *)i), 0);
	for (int k = 0, forks = (int)t_rounds(FORKS); k < forks; k++) {
		pid_t pid = fork();
		CHECK(pid >= 0);
		if (pid == 0) {
			char *p = malloc(1000 + k);
			if (!p)
				_exit(2);
			memset(p, 'x', 1000);
			p[999] = 0;
			if (printf("child %d %.10s\n", k, p) < 0 || fflush(stdout))
				_exit(3);
			free(p);
			_exit(0);
		}
		int st;
		CHECK_EQ(waitpid(pid, &st, 0), pid);
		CHECK(WIFEXITED(st));
		CHECK_EQ(WEXITSTATUS(st), 0);
	}
	__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	return 0;
}
