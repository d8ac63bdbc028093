/* argc, argv and envp reach main exactly as execve passed them; environ
   is the same array, and getenv finds entries in it. */
#include <stdlib.h>
#include "check.h"

extern char **environ;

int main(int argc, char **argv, char **envp)
{
	char buf[16];
	int st;

	if (argc > 1 && !strcmp(argv[1], "child")) {
		CHECK_EQ(argc, 4);
		CHECK_STR(argv[2], "two words");
		CHECK_STR(argv[3], "");
		CHECK(argv[4] == 0);
		CHECK(environ == envp);
		CHECK_STR(envp[0], "ALPHA=1");
		CHECK_STR(envp[1], "BETA=x=y");
		CHECK_STR(envp[2], "EMPTY=");
		CHECK(envp[3] == 0);
		CHECK_STR(getenv("BETA"), "x=y");
		CHECK_STR(getenv("EMPTY"), "");
		CHECK(getenv("ALPH") == 0);
		CHECK(getenv("MISSING") == 0);
		CHECK(getenv("") == 0);
		CHECK(getenv("ALPHA=1") == 0);
		t_puts(1, "ok");
		return 0;
	}
	/* qemu-user hands the guest its environment in another order */
	if (t_under_qemu()) {
		t_puts(2, "qemu-user reorders the environment a program gets\n");
		return 77;
	}
	char *args[] = { argv[0], "child", "two words", "", 0 };
	char *env[] = { "ALPHA=1", "BETA=x=y", "EMPTY=", 0 };
	st = t_run_self(args, env, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	CHECK_STR(buf, "ok");
	return 0;
}
