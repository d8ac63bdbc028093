/* A block freed by another thread and then freed again, by its owner or
   by a third thread, before the owner has taken the first free in: the
   second free must kill the process with SIGABRT, not hand the block out
   twice.  (glibc's per-thread caches do not see this: weft only.) */
// test: cflags -fno-builtin
// test: weft-only
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include "check.h"

static void *launder(void *p)
{
	void *volatile v = p;
	return v;
}

static void *free_it(void *p)
{
	free(p);
	return 0;
}

static void free_in_thread(void *p)
{
	pthread_t t;

	CHECK_EQ(pthread_create(&t, 0, free_it, p), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
}

static void child(const char *how)
{
	char *p = malloc(40), *q = malloc(40), *a, *b;

	CHECK(p && q);
	memset(p, 1, 40);
	if (!strcmp(how, "fine")) {
		/* A remote free followed by local traffic is fine. */
		free_in_thread(p);
		free(q);
		a = malloc(40);
		b = malloc(40);
		CHECK(a && b && a != b);
		free(a);
		free(b);
		t_puts(1, "ok\n");
		return;
	}
	free_in_thread(p);
	if (!strcmp(how, "remote-local"))
		free(launder(p));
	else if (!strcmp(how, "remote-remote"))
		free_in_thread(launder(p));
	/* Undetected, the block would now be handed out twice. */
	free(q);
	for (int i = 0; i < 5000; i++) {
		a = malloc(40);
		b = malloc(40);
		if (!a || !b || a == b)
			break;
	}
	t_puts(1, "survived\n");
}

static void expect_abort(char *argv0, char *how)
{
	char buf[512];
	char *args[] = { argv0, how, 0 };
	char *env[] = { 0 };
	int st = t_run_self(args, env, buf, sizeof buf, 1);

	if (!WIFSIGNALED(st) || WTERMSIG(st) != SIGABRT) {
		t_puts(2, how);
		t_puts(2, ": ");
		t_puts(2, buf);
	}
	CHECK(WIFSIGNALED(st));
	CHECK_EQ(WTERMSIG(st), SIGABRT);
	CHECK(strstr(buf, "survived") == 0);
	CHECK(strstr(buf, "free(): double free detected\n") != 0);
}

int main(int argc, char **argv)
{
	char buf[64];

	if (argc > 1) {
		child(argv[1]);
		return 0;
	}
	char *args[] = { argv[0], "fine", 0 };
	char *env[] = { 0 };
	int st = t_run_self(args, env, buf, sizeof buf, 1);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_STR(buf, "ok\n");

	expect_abort(argv[0], "remote-local");
	expect_abort(argv[0], "remote-remote");
	return 0;
}
