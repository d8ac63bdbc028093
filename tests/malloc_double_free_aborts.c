/* Freeing a block twice, or a pointer malloc never returned, kills the
   process with SIGABRT (after a one-line message on stderr) instead of
   corrupting the heap. */
// test: cflags -fno-builtin
#include <signal.h>
#include <stdlib.h>
#include "check.h"

/* Hides pointers from the compiler's own free() checks. */
static void *launder(void *p)
{
	void *volatile v = p;
	return v;
}

static void child(const char *how)
{
	char *p = malloc(40), *q = malloc(40);
	long local[4];

	CHECK(p && q);
	if (!strcmp(how, "double")) {
		free(p);
		free(launder(p));
	} else if (!strcmp(how, "double-realloc")) {
		free(q);
		q = realloc(launder(q), 100);
	} else if (!strcmp(how, "stack")) {
		free(launder(&local[2]));
	} else if (!strcmp(how, "interior")) {
		free(launder(p + 16));
	} else if (!strcmp(how, "fine")) {
		free(p);
		free(q);
		t_puts(1, "ok\n");
		return;
	}
	t_puts(1, "survived\n");
}

static void expect_abort(char *argv0, char *how, const char *msg)
{
	char buf[512];
	char *args[] = { argv0, how, 0 };
	char *env[] = { 0 };
	int st = t_run_self(args, env, buf, sizeof buf, 1);
	const char *mode = getenv("TEST_MODE");

	if (!WIFSIGNALED(st) || WTERMSIG(st) != SIGABRT) {
		t_puts(2, how);
		t_puts(2, ": ");
		t_puts(2, buf);
	}
	CHECK(WIFSIGNALED(st));
	CHECK_EQ(WTERMSIG(st), SIGABRT);
	CHECK(strstr(buf, "survived") == 0);
	/* The exact wording is weft's own. */
	if (mode && !strcmp(mode, "weft")) {
		CHECK(strstr(buf, msg) != 0);
		CHECK(strchr(buf, '\n') == buf + strlen(buf) - 1);
	}
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

	expect_abort(argv[0], "double", "free(): double free detected");
	/* glibc's realloc does not notice this one. */
	if (getenv("TEST_MODE") && !strcmp(getenv("TEST_MODE"), "weft"))
		expect_abort(argv[0], "double-realloc", "realloc(): double free detected");
	expect_abort(argv[0], "stack", "free(): invalid pointer");
	expect_abort(argv[0], "interior", "free(): invalid pointer");
	return 0;
}
