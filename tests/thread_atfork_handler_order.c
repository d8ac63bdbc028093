/* pthread_atfork: with many registrations (more than any fixed table
   would hold), prepare handlers run newest first, parent and child
   handlers oldest first, each in its own process; a registration with
   null handlers is allowed.  The child's log also shows that getpid()
   there is the child's pid, and that the child can malloc and printf. */
// test: cflags -pthread
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define N 40

static int log_[3 * N + 8], nlog;

#define H(k) \
	static void prep##k(void) { log_[nlog++] = 1000 + k; } \
	static void par##k(void) { log_[nlog++] = 2000 + k; } \
	static void chi##k(void) { log_[nlog++] = 3000 + k; }
H(0) H(1) H(2) H(3)
static void (*const preps[4])(void) = { prep0, prep1, prep2, prep3 };
static void (*const pars[4])(void) = { par0, par1, par2, par3 };
static void (*const chis[4])(void) = { chi0, chi1, chi2, chi3 };

/* Registration i uses handler set i % 4, so the order is visible. */
static int prepare_ok(void)
{
	for (int i = 0; i < N; i++)
		if (log_[i] != 1000 + (N - 1 - i) % 4)
			return 0;
	return 1;
}

int main(void)
{
	int fd[2];
	pid_t pid, parent = getpid();

	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_atfork(preps[i % 4], pars[i % 4], chis[i % 4]), 0);
	CHECK_EQ(pthread_atfork(0, 0, 0), 0);
	CHECK_EQ(pipe(fd), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		if (!prepare_ok())
			_exit(1);
		if (nlog != 2 * N)
			_exit(2);
		for (int i = 0; i < N; i++)
			if (log_[N + i] != 3000 + i % 4)
				_exit(3);
		pid_t me = getpid();
		if (me == parent || write(fd[1], &me, sizeof me) != sizeof me)
			_exit(4);
		char *p = malloc(100);
		if (!p)
			_exit(5);
		snprintf(p, 100, "child %d", (int)me);
		if (printf("%s\n", p) < 0 || fflush(stdout))
			_exit(6);
		free(p);
		_exit(0);
	}
	CHECK(prepare_ok());
	CHECK_EQ(nlog, 2 * N);
	for (int i = 0; i < N; i++)
		CHECK_EQ(log_[N + i], 2000 + i % 4);
	int st;
	pid_t seen;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	CHECK_EQ(read(fd[0], &seen, sizeof seen), (long)sizeof seen);
	CHECK_EQ(seen, pid);
	return 0;
}
