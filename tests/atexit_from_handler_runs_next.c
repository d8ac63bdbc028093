/* A handler registered while handlers are running (from inside one) runs
   next, before the older ones. */
#include <stdlib.h>
#include "check.h"

static void old(void) { t_puts(1, "O"); }
static void late(void) { t_puts(1, "L"); }
static void registrar(void) { t_puts(1, "R"); atexit(late); }

int main(int argc, char **argv)
{
	char buf[16];
	int st;

	if (argc > 1) {
		atexit(old);
		atexit(registrar);
		exit(0);
	}
	char *args[] = { argv[0], "child", 0 };
	char *env[] = { 0 };
	st = t_run_self(args, env, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_STR(buf, "RLO");
	return 0;
}
