/* quick_exit runs the at_quick_exit handlers newest first (at least 32 can
   be registered), then exits with the status without running atexit
   handlers or destructors. */
#include <stdlib.h>
#include "check.h"

static void ax(void) { t_puts(1, "A"); }
__attribute__((destructor)) static void dtor(void) { t_puts(1, "D"); }
static void q1(void) { t_puts(1, "1"); }
static void q2(void) { t_puts(1, "2"); }
static void qn(void) { t_puts(1, "."); }

int main(int argc, char **argv)
{
	char buf[128];
	int st;

	if (argc > 1) {
		CHECK_EQ(atexit(ax), 0);
		CHECK_EQ(at_quick_exit(q1), 0);
		for (int i = 0; i < 30; i++)
			CHECK_EQ(at_quick_exit(qn), 0);
		CHECK_EQ(at_quick_exit(q2), 0);
		t_puts(1, "M");
		quick_exit(5);
	}
	char *args[] = { argv[0], "child", 0 };
	char *env[] = { 0 };
	st = t_run_self(args, env, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 5);
	CHECK_STR(buf, "M2..............................1");
	return 0;
}
