/* How a threaded process ends, each case in a child process: when main
   calls pthread_exit the others run on and the last thread to exit ends
   the process with status 0, as if by exit(0) (atexit handlers run);
   exit() in any thread ends all threads with its status; returning from
   main ends the process while other threads are still blocked. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static int never[2];
static pid_t main_tid;

static void say(const char *s)
{
	t_puts(1, s);
}

static void at_exit(void)
{
	say("atexit\n");
}

/* Has the main thread (tid == pid) become a zombie while we run? */
static int main_thread_gone(void)
{
	char path[64] = "/proc/self/task/", num[16], *p = num + sizeof num, buf[512];
	pid_t t = main_tid;
	*--p = 0;
	do
		*--p = '0' + t % 10;
	while (t /= 10);
	strcat(path, p);
	strcat(path, "/stat");
	if (t_read_file(path, buf, sizeof buf) <= 0)
		return 1;
	char *q = strrchr(buf, ')');
	return q && (q[2] == 'Z' || q[2] == 'X');
}

static void *outlive_main(void *arg)
{
	struct timespec ms = { 0, 1000000 };
	for (int i = 0; !main_thread_gone(); i++) {
		if (i > 30000) {
			say("main thread never went\n");
			_exit(3);
		}
		nanosleep(&ms, NULL);
	}
	say(arg);
	pthread_exit((void *)5);
}

static void *block(void *arg)
{
	char c;
	(void)arg;
	read(never[0], &c, 1);
	say("block returned\n");
	return NULL;
}

static void *exit_42(void *arg)
{
	(void)arg;
	say("exiting\n");
	exit(42);
}

static int child(const char *what)
{
	pthread_t t;

	main_tid = gettid();
	CHECK_EQ(pipe(never), 0);
	CHECK_EQ(atexit(at_exit), 0);
	if (!strcmp(what, "main-pthread-exit")) {
		/* Two threads outlive main; the last one out ends the process. */
		CHECK_EQ(pthread_create(&t, NULL, outlive_main, "late 1\n"), 0);
		CHECK_EQ(pthread_create(&t, NULL, outlive_main, "late 2\n"), 0);
		say("main\n");
		pthread_exit((void *)9);
	}
	if (!strcmp(what, "main-pthread-exit-alone")) {
		say("main\n");
		pthread_exit((void *)9);
	}
	if (!strcmp(what, "thread-exit")) {
		CHECK_EQ(pthread_create(&t, NULL, block, NULL), 0);
		CHECK_EQ(pthread_create(&t, NULL, exit_42, NULL), 0);
		char c;
		read(never[0], &c, 1);
		say("main read returned\n");
		return 1;
	}
	if (!strcmp(what, "thread-exit-after-main")) {
		/* exit() from a thread after main has pthread_exit'ed. */
		CHECK_EQ(pthread_create(&t, NULL, block, NULL), 0);
		CHECK_EQ(pthread_create(&t, NULL, exit_42, NULL), 0);
		pthread_exit(NULL);
	}
	if (!strcmp(what, "main-returns")) {
		for (int i = 0; i < 4; i++)
			CHECK_EQ(pthread_create(&t, NULL, block, NULL), 0);
		say("main returns\n");
		return 7;
	}
	return 99;
}

static void expect(const char *what, int code, const char *out)
{
	char *argv[] = { "self", (char *)what, NULL };
	char *envp[] = { NULL };
	char buf[4096];
	int st = t_run_self(argv, envp, buf, sizeof buf, 1);

	if (!WIFEXITED(st)) {
		t_puts(2, what);
		t_puts(2, ": ");
		t_fail_eq(__FILE__, __LINE__, "child killed by signal", WTERMSIG(st), 0);
	}
	if (WEXITSTATUS(st) != code) {
		t_puts(2, what);
		t_puts(2, ": ");
		t_puts(2, buf);
		t_fail_eq(__FILE__, __LINE__, "child exit status", WEXITSTATUS(st), code);
	}
	if (strcmp(buf, out)) {
		t_puts(2, what);
		t_puts(2, ": ");
		t_fail_str(__FILE__, __LINE__, "child output", buf, out);
	}
}

int main(int argc, char **argv)
{
	if (argc > 1)
		return child(argv[1]);

	/* The two late threads print in either order. */
	char *argv2[] = { "self", "main-pthread-exit", NULL };
	char *envp[] = { NULL };
	char buf[4096];
	int st = t_run_self(argv2, envp, buf, sizeof buf, 1);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	if (strcmp(buf, "main\nlate 1\nlate 2\natexit\n") && strcmp(buf, "main\nlate 2\nlate 1\natexit\n"))
		t_fail_str(__FILE__, __LINE__, "main-pthread-exit output", buf, "main\nlate 1\nlate 2\natexit\n");

	expect("main-pthread-exit-alone", 0, "main\natexit\n");
	expect("thread-exit", 42, "exiting\natexit\n");
	expect("thread-exit-after-main", 42, "exiting\natexit\n");
	expect("main-returns", 7, "main returns\natexit\n");
	return 0;
}
