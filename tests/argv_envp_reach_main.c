/* argc, argv and envp reach main exactly as execve passed them; environ
   is the same array, and getenv finds entries in it.  Under qemu-user,
   which hands its guest the environment in reverse order (7.2 builds it
   by putting each variable in front of the ones before it), envp must
   hold exactly the same entries, each once, but in any order. */
#include <stdlib.h>
#include "check.h"

extern char **environ;

int main(int argc, char **argv, char **envp)
{
	char buf[16];
	int st;

	if (argc > 1 && (!strcmp(argv[1], "child") || !strcmp(argv[1], "child-any-order"))) {
		static const char *const want[] = { "ALPHA=1", "BETA=x=y", "EMPTY=" };
		CHECK_EQ(argc, 4);
		CHECK_STR(argv[2], "two words");
		CHECK_STR(argv[3], "");
		CHECK(argv[4] == 0);
		CHECK(environ == envp);
		int n = 0;
		while (envp[n])
			n++;
		CHECK_EQ(n, 3);
		if (!strcmp(argv[1], "child")) {
			for (int i = 0; i < 3; i++)
				CHECK_STR(envp[i], want[i]);
		} else {
			/* each wanted entry at exactly one place */
			for (int i = 0; i < 3; i++) {
				int seen = 0;
				for (int j = 0; j < 3; j++)
					seen += !strcmp(envp[j], want[i]);
				CHECK_EQ(seen, 1);
			}
		}
		CHECK_STR(getenv("BETA"), "x=y");
		CHECK_STR(getenv("EMPTY"), "");
		CHECK(getenv("ALPH") == 0);
		CHECK(getenv("MISSING") == 0);
		CHECK(getenv("") == 0);
		CHECK(getenv("ALPHA=1") == 0);
		t_puts(1, "ok");
		return 0;
	}
	char *args[] = { argv[0], t_under_qemu() ? "child-any-order" : "child", "two words", "", 0 };
	char *env[] = { "ALPHA=1", "BETA=x=y", "EMPTY=", 0 };
	st = t_run_self(args, env, buf, sizeof buf, 0);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	CHECK_STR(buf, "ok");
	return 0;
}
