/* The main thread calls pthread_exit and the last thread of the process
   leaves by cancellation: the process exits with status 0, as if by
   exit(0), after that thread's cleanup handler, and its atexit handlers
   run once.  Two ways, each in a child process: the last thread cancels
   itself; a thread blocked in read is cancelled by another, which then
   returns (whichever of the two is last ends the process). */
// test: cflags -pthread
#define _GNU_SOURCE
#include <stdlib.h>
#include "cancel_test.h"

static int out[2], quiet[2];

static void say(const char *s)
{
	t_puts(out[1], s);
}

static void at_exit(void)
{
	say("atexit\n");
}

static void cleanup(void *arg)
{
	say(arg);
}

static void wait_main_gone(void)
{
	for (;;) {
		char s = t_task_state(getpid());
		if (s == 0 || s == 'Z' || s == 'X')
			return;
		t_sleep_ms(1);
	}
}

static void *cancel_self(void *arg)
{
	(void)arg;
	pthread_cleanup_push(cleanup, "cleanup\n");
	wait_main_gone();
	pthread_cancel(pthread_self());
	pthread_testcancel();
	say("testcancel returned\n");
	pthread_cleanup_pop(0);
	return NULL;
}

static void *blocked(void *arg)
{
	char c;
	(void)arg;
	pthread_cleanup_push(cleanup, "cleanup\n");
	read(quiet[0], &c, 1);
	say("read returned\n");
	pthread_cleanup_pop(0);
	return NULL;
}

static void *canceller(void *arg)
{
	wait_main_gone();
	pthread_cancel(*(pthread_t *)arg);
	return NULL;
}

static void child(int how)
{
	static pthread_t t, c;

	close(out[0]);
	atexit(at_exit);
	if (how == 0) {
		CHECK_EQ(pthread_create(&t, NULL, cancel_self, NULL), 0);
	} else {
		CHECK_EQ(pipe(quiet), 0);
		CHECK_EQ(pthread_create(&t, NULL, blocked, NULL), 0);
		CHECK_EQ(pthread_create(&c, NULL, canceller, &t), 0);
		CHECK_EQ(pthread_detach(c), 0);
	}
	CHECK_EQ(pthread_detach(t), 0);
	pthread_exit(NULL);
}

int main(void)
{
	for (int how = 0; how < 2; how++) {
		char buf[256];
		size_t len = 0;
		ssize_t n;
		pid_t pid;

		CHECK_EQ(pipe(out), 0);
		pid = fork();
		CHECK(pid >= 0);
		if (pid == 0)
			child(how);
		close(out[1]);
		while (len + 1 < sizeof buf && (n = read(out[0], buf + len, sizeof buf - 1 - len)) > 0)
			len += n;
		buf[len] = 0;
		close(out[0]);
		CHECK_CHILD_OK(pid);
		CHECK_STR(buf, "cleanup\natexit\n");
	}
	return 0;
}
