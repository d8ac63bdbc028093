/* daemon that cannot open /dev/null (no descriptor left) fails with
   EMFILE in the caller's own process: it has not forked, so the caller
   is still the same process, with its parent, and can go on. */
// test: weft-only (glibc 2.36 forks first: the original process exits
// and the failure, EBADF, is met in the child)
#define _DEFAULT_SOURCE
#include <sys/resource.h>
#include <sys/wait.h>
#include "check.h"

int main(void)
{
	int p[2], st;
	char c = 0;

	CHECK_EQ(pipe(p), 0);
	pid_t child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		struct rlimit rl = { 16, 16 };
		pid_t self = getpid();

		CHECK_EQ(setrlimit(RLIMIT_NOFILE, &rl), 0);
		while (dup(2) >= 0)
			;
		CHECK_EQ(errno, EMFILE);
		CHECK_ERR(daemon(1, 0), EMFILE);
		CHECK_EQ(getpid(), self);
		CHECK_EQ(write(p[1], "y", 1), 1);
		_exit(0);
	}
	/* A daemon that forked would have its parent, our child, exit 0:
	   only the byte says the checks passed in the same process.  EOF
	   comes once every process holding the write end is gone. */
	CHECK_EQ(close(p[1]), 0);
	CHECK_EQ(read(p[0], &c, 1), 1);
	CHECK_EQ(c, 'y');
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	return 0;
}
