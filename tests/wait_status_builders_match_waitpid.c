/* W_EXITCODE and W_STOPCODE build the status words that waitpid reports
   for an exit, a death by signal and a stop; WCOREFLAG is the core bit.
   CPython's _testcapi.W_STOPCODE (test_wait: WIFSTOPPED) needs them. */
#define _DEFAULT_SOURCE 1
#include <signal.h>
#include <sys/wait.h>
#include "check.h"

static int status_of(int how)
{
	int st;
	pid_t pid = fork();

	CHECK(pid >= 0);
	if (pid == 0) {
		if (how == 1)
			raise(SIGTERM);
		if (how == 2)
			raise(SIGSTOP);
		_exit(3);
	}
	CHECK_EQ(waitpid(pid, &st, WUNTRACED), pid);
	if (how == 2) {
		CHECK(WIFSTOPPED(st));
		CHECK_EQ(kill(pid, SIGKILL), 0);
		CHECK_EQ(waitpid(pid, 0, 0), pid);
	}
	return st;
}

int main(void)
{
	int st;

	st = status_of(0);
	CHECK_EQ(st, W_EXITCODE(3, 0));
	CHECK(WIFEXITED(W_EXITCODE(3, 0)));
	CHECK_EQ(WEXITSTATUS(W_EXITCODE(3, 0)), 3);

	st = status_of(1);
	CHECK_EQ(st, W_EXITCODE(0, SIGTERM));
	CHECK(WIFSIGNALED(W_EXITCODE(0, SIGTERM)));
	CHECK_EQ(WTERMSIG(W_EXITCODE(0, SIGTERM)), SIGTERM);

	st = status_of(2);
	CHECK_EQ(st, W_STOPCODE(SIGSTOP));
	CHECK(WIFSTOPPED(W_STOPCODE(SIGSTOP)));
	CHECK_EQ(WSTOPSIG(W_STOPCODE(SIGSTOP)), SIGSTOP);

	CHECK(WCOREDUMP(W_EXITCODE(0, SIGQUIT) | WCOREFLAG));
	CHECK(!WCOREDUMP(W_EXITCODE(0, SIGQUIT)));
	return 0;
}
