/* _exit and _Exit end the process at once: no atexit handlers, no
   destructors. */
#include <stdlib.h>
#include "check.h"

static void h(void) { t_puts(1, "H"); }
__attribute__((destructor)) static void d(void) { t_puts(1, "D"); }

int main(int argc, char **argv)
{
	char buf[16];
	int st;

	if (argc > 1) {
		t_puts(1, "M");
		atexit(h);
		if (argv[1][0] == 'a')
			_exit(3);
		_Exit(4);
	}
	char *a1[] = { argv[0], "a", 0 };
	char *a2[] = { argv[0], "b", 0 };
	char *env[] = { 0 };
	st = t_run_self(a1, env, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 3);
	CHECK_STR(buf, "M");
	st = t_run_self(a2, env, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 4);
	CHECK_STR(buf, "M");
	return 0;
}
