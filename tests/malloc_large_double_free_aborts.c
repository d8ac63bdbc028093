/* Large blocks (a mapping of their own) are checked like small ones: a
   second free, a free of a pointer into the middle of one, a realloc of
   a freed one, and a free of an address where nothing is mapped end in
   the one-line message and SIGABRT, not in a fault.  (glibc reads the
   unmapped header and gets SIGSEGV: weft-only.) */
// test: cflags -fno-builtin
// test: weft-only
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include "check.h"

static void *launder(void *p)
{
	void *volatile v = p;
	return v;
}

static void child(const char *how)
{
	char *p = malloc(4 << 20), *q = malloc(300000);

	CHECK(p && q);
	memset(p, 1, 4 << 20);
	if (!strcmp(how, "double")) {
		free(p);
		free(launder(p));
	} else if (!strcmp(how, "double-cached")) {
		/* Small enough to be kept mapped for reuse after the free. */
		free(q);
		free(launder(q));
	} else if (!strcmp(how, "interior")) {
		free(launder(p + 4096));
	} else if (!strcmp(how, "realloc")) {
		free(p);
		p = realloc(launder(p), 100);
	} else if (!strcmp(how, "unmapped")) {
		/* An address certainly not mapped: one page, unmapped again. */
		char *m = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		CHECK(m != MAP_FAILED);
		munmap(m, 4096);
		free(launder(m + 16));
	} else if (!strcmp(how, "usable")) {
		free(p);
		(void)malloc_usable_size(launder(p));
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

	if (!WIFSIGNALED(st) || WTERMSIG(st) != SIGABRT || !strstr(buf, msg)) {
		t_puts(2, how);
		t_puts(2, ": ");
		t_puts(2, buf);
		t_puts(2, "\n");
	}
	CHECK(WIFSIGNALED(st));
	CHECK_EQ(WTERMSIG(st), SIGABRT);
	CHECK(strstr(buf, msg) != 0);
	CHECK(strchr(buf, '\n') == buf + strlen(buf) - 1);
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
	expect_abort(argv[0], "double-cached", "free(): double free detected");
	expect_abort(argv[0], "interior", "free(): invalid pointer");
	expect_abort(argv[0], "realloc", "realloc(): double free detected");
	expect_abort(argv[0], "unmapped", "free(): invalid pointer");
	expect_abort(argv[0], "usable", "malloc_usable_size(): double free detected");
	return 0;
}
