/* A makecontext function that returns with uc_link null ends the
   process with exit(0), as glibc does: atexit handlers run (a plain
   _exit would skip them) and the status is 0.  Runs in a child. */
#include <stdlib.h>
#include <sys/wait.h>
#include <ucontext.h>
#include "check.h"

static ucontext_t ctx;
static char stack[65536] __attribute__((aligned(16)));
static int pipefd[2];
static volatile int ran;

static void at_exit(void)
{
	if (ran)
		t_puts(pipefd[1], "exit");
}

static void body(int a)
{
	ran = a;
}

int main(void)
{
	char buf[16] = { 0 };
	pid_t pid;
	int st;

	CHECK_EQ(pipe(pipefd), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		close(pipefd[0]);
		if (atexit(at_exit))
			_exit(2);
		if (getcontext(&ctx))
			_exit(3);
		ctx.uc_stack.ss_sp = stack;
		ctx.uc_stack.ss_size = sizeof stack;
		ctx.uc_link = 0;
		makecontext(&ctx, (void (*)(void))body, 1, 1);
		setcontext(&ctx);
		_exit(4);
	}
	close(pipefd[1]);
	CHECK_EQ(read(pipefd[0], buf, sizeof buf - 1), 4);
	CHECK_STR(buf, "exit");
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	return 0;
}
