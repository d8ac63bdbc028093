/* main's return value is the exit status (mod 256), and returning from main
   runs atexit handlers just as exit does. */
#include <stdlib.h>
#include "check.h"

static void h(void) { t_puts(1, "H"); }

int main(int argc, char **argv)
{
	char buf[16];
	int st;

	if (argc > 1) {
		atexit(h);
		return 300;
	}
	char *args[] = { argv[0], "child", 0 };
	char *env[] = { 0 };
	st = t_run_self(args, env, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 300 & 255);
	CHECK_STR(buf, "H");
	return 0;
}
