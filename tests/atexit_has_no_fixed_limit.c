/* Thousands of atexit registrations all succeed and run newest first. */
#include <stdlib.h>
#include "check.h"

#define N 5000
static int next = N - 1;
static int bad;

static void h(void)
{
	/* Each call sees the counter one lower: proves count and order. */
	next--;
}

static void last(void)
{
	/* Registered first, so it runs last, after all N others. */
	_exit(next == -1 && !bad ? 42 : 1);
}

int main(int argc, char **argv)
{
	int st;
	char buf[8];

	if (argc > 1) {
		CHECK_EQ(atexit(last), 0);
		for (int i = 0; i < N; i++)
			if (atexit(h))
				bad = 1;
		exit(0);
	}
	char *args[] = { argv[0], "child", 0 };
	char *env[] = { 0 };
	st = t_run_self(args, env, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 42);
	return 0;
}
