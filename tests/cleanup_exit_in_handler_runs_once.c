/* A cleanup handler that calls pthread_exit (while the thread is already
   leaving by pthread_exit or by cancellation) does not run again, nor do
   the handlers that ran before it: the remaining ones run, each once, and
   the thread's value is the one given to the last pthread_exit.  POSIX
   leaves this undefined; weft documents it (issue 9).  glibc 2.36 unwinds
   into the same handler again and again: weft-only. */
// test: cflags -pthread
// test: weft-only
#define _GNU_SOURCE
#include <signal.h>
#include "cancel_test.h"


static void hung(int sig)
{
	(void)sig;
	t_puts(2, "the thread never finished exiting (handlers run again?)\n");
	_exit(1);
}

static void exiting_handler(void *arg)
{
	(void)arg;
	note("b");
	pthread_exit((void *)22);
}

static void *exit_again(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(exiting_handler, NULL);
	pthread_cleanup_push(note, "c");
	if (arg) {
		t_block_in_read();
	}
	pthread_exit((void *)11);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return NULL;
}

int main(void)
{

	signal(SIGALRM, hung);
	alarm(20);
	CHECK(t_run_thread(exit_again, NULL, 0) == (void *)22);
	CHECK_STR(log_, "cba");
	CHECK(t_run_thread(exit_again, (void *)1, 1) == (void *)22);
	CHECK_STR(log_, "cba");
	return 0;
}
