/* With -fstack-protector-strong, overrunning a local buffer is caught on
   return: a short message on stderr and death by SIGABRT. */
// test: cflags -fstack-protector-strong
#include <signal.h>
#include "check.h"

static volatile int len = 64;

__attribute__((noinline)) static void smash(void)
{
	char buf[16];
	volatile char *p = buf;

	for (int i = 0; i < len; i++)
		p[i] = 'A';
}

__attribute__((noinline)) static void fine(void)
{
	char buf[16];
	volatile char *p = buf;

	for (int i = 0; i < 16; i++)
		p[i] = 'B';
}

int main(int argc, char **argv)
{
	char buf[256];
	int st;

	if (argc > 1) {
		fine();                 /* an intact canary passes */
		t_puts(1, "fine\n");
		smash();
		t_puts(1, "survived\n");
		return 0;
	}
	char *args[] = { argv[0], "child", 0 };
	char *env[] = { 0 };
	st = t_run_self(args, env, buf, sizeof buf, 1);
	CHECK(WIFSIGNALED(st));
	CHECK_EQ(WTERMSIG(st), SIGABRT);
	CHECK(strstr(buf, "fine\n") != 0);
	CHECK(strstr(buf, "stack smashing detected") != 0);
	CHECK(strstr(buf, "survived") == 0);
	return 0;
}
