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

	signal(SIGALRM, hung);
	alarm(20);
	CHECK(run(exit_again, 0) == (void *)22);
	CHECK_STR(log_, "cba");
	CHECK(run(exit_again, 1) == (void *)22);
	CHECK_STR(log_, "cba");
	return 0;
}
