/* The last thread leaves with pthread_exit: the process then ends as if
   by exit(0), and its atexit handlers run with that thread's own signal
   mask, so a signal they raise is delivered to its handler at once (the
   exit path must not leave application signals blocked for them).  In a
   child: main blocks SIGUSR2 only, starts a thread that returns, and
   calls pthread_exit; the atexit handler checks the mask, raises SIGUSR1
   and reports through a pipe whether its handler ran. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include "check.h"

static int out[2];
static volatile sig_atomic_t got;

static void on_usr1(int sig)
{
	(void)sig;
	got = 1;
}

static void at_exit(void)
{
	sigset_t cur;

	pthread_sigmask(SIG_BLOCK, 0, &cur);
	if (!sigismember(&cur, SIGUSR2) || sigismember(&cur, SIGUSR1)
	    || sigismember(&cur, SIGTERM)) {
		t_puts(out[1], "mask\n");
		return;
	}
	raise(SIGUSR1);
	t_puts(out[1], got ? "ran\n" : "blocked\n");
}

static void *quick(void *arg)
{
	return arg;
}

int main(void)
{
	char buf[32];
	ssize_t n, k = 0;
	int st;
	pid_t pid;

	CHECK_EQ(pipe(out), 0);
	pid = fork();
	CHECK_GE(pid, 0);
	if (pid == 0) {
		sigset_t s;
		pthread_t t;

		close(out[0]);
		signal(SIGUSR1, on_usr1);
		sigemptyset(&s);
		sigaddset(&s, SIGUSR2);
		pthread_sigmask(SIG_SETMASK, &s, 0);
		atexit(at_exit);
		if (pthread_create(&t, 0, quick, 0))
			_exit(3);
		if (pthread_join(t, 0))
			_exit(4);
		pthread_exit(0);
	}
	close(out[1]);
	while ((n = read(out[0], buf + k, sizeof buf - 1 - k)) > 0)
		k += n;
	buf[k] = 0;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	CHECK_STR(buf, "ran\n");
	return 0;
}
