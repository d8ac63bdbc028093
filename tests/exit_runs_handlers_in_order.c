/* Constructors run before main, atexit handlers in reverse order of
   registration, then destructors; exit's status reaches the parent. */
#include <stdlib.h>
#include "check.h"

static void mark(const char *s) { t_puts(1, s); }

__attribute__((constructor)) static void ctor(void) { mark("C"); }
__attribute__((destructor)) static void dtor(void) { mark("D"); }
static void h1(void) { mark("1"); }
static void h2(void) { mark("2"); }
static void h3(void) { mark("3"); }

int main(int argc, char **argv)
{
	char buf[64];
	int st;

	if (argc > 1) {
		mark("M");
		CHECK_EQ(atexit(h1), 0);
		CHECK_EQ(atexit(h2), 0);
		CHECK_EQ(atexit(h3), 0);
		exit(7);
	}
	char *args[] = { argv[0], "child", 0 };
	char *env[] = { 0 };
	st = t_run_self(args, env, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 7);
	CHECK_STR(buf, "CM321D");
	return 0;
}
