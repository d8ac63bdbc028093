/* A failing assert prints glibc's message -- the basename of argv[0],
   file, line, function and expression -- to stderr and aborts; a true
   assert does nothing; with NDEBUG (the header included again) assert
   evaluates nothing; static_assert is available. */
#include <signal.h>
#include <string.h>
#include "check.h"

#define NDEBUG
#include <assert.h>
static int ndebug_check(int *n)
{
	assert(++*n == 100);   /* not evaluated */
	return *n;
}
#undef NDEBUG
#include <assert.h>

static_assert(sizeof(int) >= 2, "static_assert works at file scope");

static const int assert_line = __LINE__ + 3;
static int fails(int x)
{
	assert(x == 5);
	return x;
}

int main(int argc, char **argv)
{
	char buf[512];
	int st, n = 0;

	(void)argv;
	if (argc > 1) {
		fails(5);
		t_puts(1, "ok ");
		fails(argc);
		t_puts(1, "not reached");
		return 0;
	}
	CHECK_EQ(ndebug_check(&n), 0);
	CHECK_EQ(n, 0);

	char *args[] = { "some/dir/progname", "child", 0 };
	char *env[] = { 0 };
	st = t_run_self(args, env, buf, sizeof buf, 1);
	/* (t_run_self drops the line qemu-user adds about the signal) */
	CHECK(WIFSIGNALED(st));
	CHECK_EQ(WTERMSIG(st), SIGABRT);
	char want[512] = "ok progname: " __FILE__ ":", *p = want + strlen(want);
	p[0] = '0' + assert_line / 10 % 10;
	p[1] = '0' + assert_line % 10;
	strcpy(p + 2, ": fails: Assertion `x == 5' failed.\n");
	CHECK(assert_line >= 10 && assert_line < 100);
	CHECK_STR(buf, want);
	return 0;
}
