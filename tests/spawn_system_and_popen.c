/* system returns the shell's wait status (127 for a missing shell
   command), ignores SIGINT/SIGQUIT in the caller while it waits, and
   system(NULL) finds a shell; popen reads a command's output and feeds a
   command's input; pclose returns its status; bad modes are EINVAL. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "check.h"

int main(void)
{
	int st;
	char line[256];

	CHECK(system(0) != 0);
	st = system("exit 3");
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 3);
	st = system("no-such-command-weft 2>/dev/null");
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 127);
	st = system("kill -TERM $$");
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM);
	st = system("echo hello > sys.txt");
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	FILE *f = fopen("sys.txt", "r");
	CHECK(f && fgets(line, sizeof line, f));
	CHECK_STR(line, "hello\n");
	fclose(f);

	/* popen "r" */
	FILE *p = popen("printf 'a\\nb\\n'; exit 4", "r");
	CHECK(p != 0);
	CHECK(fgets(line, sizeof line, p) && !strcmp(line, "a\n"));
	CHECK(fgets(line, sizeof line, p) && !strcmp(line, "b\n"));
	CHECK(!fgets(line, sizeof line, p));
	st = pclose(p);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 4);

	/* popen "w": the command reads what we write */
	p = popen("cat > fromparent.txt", "w");
	CHECK(p != 0);
	CHECK(fputs("through the pipe\n", p) >= 0);
	st = pclose(p);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	f = fopen("fromparent.txt", "r");
	CHECK(f && fgets(line, sizeof line, f));
	CHECK_STR(line, "through the pipe\n");
	fclose(f);

	/* a second popen's child does not hold the first one's pipe open:
	   the reader of p1 sees EOF once p1's writer side is closed */
	FILE *p1 = popen("cat", "w");
	FILE *p2 = popen("sleep 0; echo done", "r");
	CHECK(p1 && p2);
	CHECK(fgets(line, sizeof line, p2) && !strcmp(line, "done\n"));
	st = pclose(p1);
	CHECK(WIFEXITED(st));
	pclose(p2);

	errno = 0;
	CHECK(popen("true", "rw") == 0);
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK(popen("true", "x") == 0);
	CHECK_EQ(errno, EINVAL);
	return 0;
}
