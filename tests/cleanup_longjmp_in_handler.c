/* A cleanup handler may longjmp to a jump buffer it filled itself (here
   from a function it calls, which pushes and pops a handler of its own
   first): afterwards the remaining outer handlers run, each exactly once,
   whether the thread left by pthread_exit or by cancellation.  (A handler
   that calls pthread_exit: cleanup_exit_in_handler_runs_once.) */
// test: cflags -pthread
#define _GNU_SOURCE
#include <setjmp.h>
#include "cancel_test.h"

static char log_[32];
static int nlog;
static int never[2];
static int blocked_tid;

static void note(void *arg)
{
	if (nlog < 30) {
		log_[nlog++] = *(const char *)arg;
		log_[nlog] = 0;
	}
}

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
		char c;
		__atomic_store_n(&blocked_tid, t_tid(), __ATOMIC_RELEASE);
		read(never[0], &c, 1);
	}
	pthread_exit((void *)11);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return NULL;
}

static void *run(void *(*fn)(void *), int cancel)
{
	pthread_t t;
	void *res = NULL;

	nlog = 0;
	log_[0] = 0;
	blocked_tid = 0;
	CHECK_EQ(pthread_create(&t, NULL, fn, cancel ? (void *)1 : NULL), 0);
	if (cancel) {
		while (!__atomic_load_n(&blocked_tid, __ATOMIC_ACQUIRE))
			sched_yield();
		t_wait_blocked(blocked_tid, NULL, "read");
		CHECK_EQ(pthread_cancel(t), 0);
	}
	CHECK_EQ(pthread_join(t, &res), 0);
	return res;
}

int main(void)
{
	CHECK_EQ(pipe(never), 0);

	CHECK(run(exit_through_jump, 0) == (void *)11);
	CHECK_STR(log_, "cbxja");
	CHECK(run(exit_through_jump, 1) == PTHREAD_CANCELED);
	CHECK_STR(log_, "cbxja");
	return 0;
}
