/* A cleanup handler may longjmp to a jump buffer it filled itself (here
   from a function it calls, which pushes and pops a handler of its own
   first): afterwards the remaining outer handlers run, each exactly once,
   whether the thread left by pthread_exit or by cancellation.  (A handler
   that calls pthread_exit: cleanup_exit_in_handler_runs_once.) */
// test: cflags -pthread
#define _GNU_SOURCE
#include <setjmp.h>
#include "cancel_test.h"


static void deep(jmp_buf *jb)
{
	pthread_cleanup_push(note, "x");
	pthread_cleanup_pop(1);
	longjmp(*jb, 1);
}

static void jumping_handler(void *arg)
{
	jmp_buf jb;

	(void)arg;
	note("b");
	if (setjmp(jb) == 0) {
		deep(&jb);
		note("!");
	} else {
		note("j");
	}
}

static void *exit_through_jump(void *arg)
{
	pthread_cleanup_push(note, "a");
	pthread_cleanup_push(jumping_handler, NULL);
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

	CHECK(t_run_thread(exit_through_jump, NULL, 0) == (void *)11);
	CHECK_STR(log_, "cbxja");
	CHECK(t_run_thread(exit_through_jump, (void *)1, 1) == PTHREAD_CANCELED);
	CHECK_STR(log_, "cbxja");
	return 0;
}
