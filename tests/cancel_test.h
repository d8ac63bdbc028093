/* Helpers for the cancel_ and cleanup_ tests: a cleanup handler that
   counts its runs, waiting until another thread sleeps in the kernel (so a
   cancellation request really meets a blocked call, not one about to
   start), and a thread that blocks in one call and must be cancelled
   there. */
#ifndef WEFT_TEST_CANCEL_H
#define WEFT_TEST_CANCEL_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"
#ifdef __GLIBC__
#include <gnu/libc-version.h>
#endif

/* A cleanup handler: arg points to an int counting the runs. */
__attribute__((unused)) static void t_count_run(void *arg)
{
	__atomic_fetch_add((int *)arg, 1, __ATOMIC_SEQ_CST);
}

/* "/proc/self/task/<tid>/<file>" into path. */
static void t_task_path(char *path, pid_t tid, const char *file)
{
	char num[16], *p = num + sizeof num;

	*--p = 0;
	do
		*--p = '0' + tid % 10;
	while (tid /= 10);
	strcpy(path, "/proc/self/task/");
	strcat(path, p);
	strcat(path, "/");
	strcat(path, file);
}

/* Thread tid's scheduler state letter ('R', 'S', 'D', 'Z', ...), or 0 if
   the task is gone. */
__attribute__((unused)) static char t_task_state(pid_t tid)
{
	char path[64], buf[512], *q;

	t_task_path(path, tid, "stat");
	if (t_read_file(path, buf, sizeof buf) <= 0)
		return 0;
	q = strrchr(buf, ')');
	return q && q[1] == ' ' ? q[2] : 0;
}

static void t_sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, ms % 1000 * 1000000L };
	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		;
}

/* Waits until thread tid sleeps in the kernel ('S': interruptible wait).
   The caller knows tid is about to make the blocking call (it published
   a flag just before it), so a sleeping state means it is inside that
   call.  *done, if not null, is set by the thread when the call returned:
   then the call did not block and the test fails with what's name. */
__attribute__((unused)) static void t_wait_blocked(pid_t tid, const int *done, const char *what)
{
	for (long i = 0;; i++) {
		char s = t_task_state(tid);
		if (s == 'S')
			return;
		if (!s || (done && __atomic_load_n(done, __ATOMIC_ACQUIRE))) {
			t_puts(2, what);
			t_puts(2, ": the call returned instead of blocking\n");
			_exit(1);
		}
		/* Never a duration limit on success; this only turns a call
		   that spins instead of sleeping into a clear failure. */
		if (i > 15000) {
			t_puts(2, what);
			t_puts(2, ": the thread never slept in the kernel\n");
			_exit(1);
		}
		if (i < 100)
			sched_yield();
		else
			t_sleep_ms(1);
	}
}

/* Waits until the task tid has gone (the thread has exited entirely). */
__attribute__((unused)) static void t_wait_task_gone(pid_t tid)
{
	char path[64];
	t_task_path(path, tid, "stat");
	while (access(path, F_OK) == 0)
		t_sleep_ms(1);
}

/* The calling thread's kernel id. */
__attribute__((unused)) static pid_t t_tid(void)
{
	return (pid_t)gettid();
}

/* glibc before 2.41 acts on a cancellation that arrives just after a
   cancellable system call returned, losing its result (sourceware bug
   12683): the race tests skip there, not to report a known bug of the
   reference as theirs. */
__attribute__((unused)) static void t_skip_if_racy_glibc(void)
{
#ifdef __GLIBC__
	const char *v = gnu_get_libc_version();
	char *end;
	long major = strtol(v, &end, 10), minor = *end == '.' ? strtol(end + 1, NULL, 10) : 0;

	if (major < 2 || (major == 2 && minor < 41))
		t_skip("glibc before 2.41 cancels calls that already completed (bug 12683)");
#endif
}

/* One blocking call to cancel: setup makes the condition that keeps call
   blocked (an empty pipe, a lock held elsewhere, ...), teardown undoes
   it after the thread has been joined. */
struct t_block_case {
	const char *name;
	void (*setup)(void);
	void (*call)(void);
	void (*teardown)(void);
};

static int t_blk_runs, t_blk_armed, t_blk_returned;
static pid_t t_blk_tid;

static void *t_block_thread(void *arg)
{
	const struct t_block_case *c = arg;

	pthread_cleanup_push(t_count_run, &t_blk_runs);
	t_blk_tid = t_tid();
	__atomic_store_n(&t_blk_armed, 1, __ATOMIC_RELEASE);
	c->call();
	__atomic_store_n(&t_blk_returned, 1, __ATOMIC_RELEASE);
	pthread_cleanup_pop(0);
	return NULL;
}

/* For each case: a thread blocks in the call, is cancelled there; join
   must say PTHREAD_CANCELED and its cleanup handler must have run exactly
   once.  The case's name goes to stdout first, so a failure's log says
   which call it was. */
__attribute__((unused)) static void t_run_block_cases(const struct t_block_case *cases, int n)
{
	for (int i = 0; i < n; i++) {
		const struct t_block_case *c = &cases[i];
		pthread_t t;
		void *res = NULL;

		t_puts(1, c->name);
		t_puts(1, "\n");
		t_blk_runs = t_blk_armed = t_blk_returned = 0;
		if (c->setup)
			c->setup();
		CHECK_EQ(pthread_create(&t, NULL, t_block_thread, (void *)c), 0);
		while (!__atomic_load_n(&t_blk_armed, __ATOMIC_ACQUIRE))
			sched_yield();
		t_wait_blocked(t_blk_tid, &t_blk_returned, c->name);
		CHECK_EQ(pthread_cancel(t), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		if (res != PTHREAD_CANCELED) {
			t_puts(2, c->name);
			t_puts(2, ": not cancelled in the call\n");
		}
		CHECK(res == PTHREAD_CANCELED);
		CHECK_EQ(t_blk_runs, 1);
		CHECK_EQ(t_blk_returned, 0);
		if (c->teardown)
			c->teardown();
	}
}

/* The cleanup_ tests: handlers log a letter each, in the order they ran. */
__attribute__((unused)) static char log_[32];
__attribute__((unused)) static int nlog;

__attribute__((unused)) static void note(void *arg)
{
	if (nlog < 30) {
		log_[nlog++] = *(const char *)arg;
		log_[nlog] = 0;
	}
}

/* A pipe nobody writes to (t_run_thread opens it): a thread that reads it
   blocks until cancelled.  t_block_in_read publishes the caller's tid
   first, so that the test can wait until it sleeps in the kernel. */
__attribute__((unused)) static int never[2] = { -1, -1 };
__attribute__((unused)) static int blocked_tid;

__attribute__((unused)) static void t_block_in_read(void)
{
	char c;

	__atomic_store_n(&blocked_tid, t_tid(), __ATOMIC_RELEASE);
	if (read(never[0], &c, 1) >= 0)
		t_puts(2, "read on the never-written pipe returned\n");
}

/* Runs fn(arg) in a new thread with a fresh log; with cancel, cancels it
   once it sleeps in t_block_in_read.  Returns its result. */
__attribute__((unused)) static void *t_run_thread(void *(*fn)(void *), void *arg, int cancel)
{
	pthread_t t;
	void *res = NULL;

	if (never[0] < 0)
		CHECK_EQ(pipe(never), 0);
	nlog = 0;
	log_[0] = 0;
	blocked_tid = 0;
	CHECK_EQ(pthread_create(&t, NULL, fn, arg), 0);
	if (cancel) {
		while (!__atomic_load_n(&blocked_tid, __ATOMIC_ACQUIRE))
			sched_yield();
		t_wait_blocked(blocked_tid, NULL, "read");
		CHECK_EQ(pthread_cancel(t), 0);
	}
	CHECK_EQ(pthread_join(t, &res), 0);
	return res;
}

#endif
