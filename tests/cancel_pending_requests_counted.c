/* Requests that were never acted on must not disturb later ones, and a
   request must survive everything between it and the point that acts:
   - 50 threads are each cancelled while cancellation is disabled and end
     by returning; afterwards uncancelled threads read a pipe untouched,
     and a thread blocked in read is still cancelled (handler once,
     PTHREAD_CANCELED);
   - the main thread, cancelled while disabled, forks: in the child its
     request is still pending, and re-enabling then reading an empty pipe
     acts (the child's cleanup handler reports, the child ends with 0 as
     its last thread); the parent keeps cancellation disabled and goes on.
   weft keeps a process-wide count of pending requests that lets a
   cancellation point skip the thread's own flag; these are the ways that
   count could go wrong. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <signal.h>
#include <sys/wait.h>
#include "cancel_test.h"

static int gate[2], report[2], data[2], empty[2];
static int runs;
static pid_t reader_tid;

static void *held_then_return(void *arg)
{
	char c;

	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL), 0);
	CHECK_EQ(read(gate[0], &c, 1), 1);   /* main has cancelled us */
	return arg;
}

static void *plain_reader(void *arg)
{
	char c = 0;

	for (int i = 0; i < 100; i++) {
		CHECK_EQ(read(data[0], &c, 1), 1);
		CHECK_EQ(c, 'x');
	}
	return arg;
}

static void *blocked_reader(void *arg)
{
	char c;

	pthread_cleanup_push(t_count_run, &runs);
	__atomic_store_n(&reader_tid, gettid(), __ATOMIC_RELEASE);
	read(empty[0], &c, 1);
	pthread_cleanup_pop(0);
	return arg;
}

static void child_reports(void *arg)
{
	(void)arg;
	CHECK_EQ(write(report[1], "c", 1), 1);
}

static pthread_t main_id;

static void *cancel_main(void *arg)
{
	CHECK_EQ(pthread_cancel(main_id), 0);
	return arg;
}

int main(void)
{
	pthread_t t[50], r;
	void *res;
	char c;

	CHECK_EQ(pipe(gate), 0);
	CHECK_EQ(pipe(report), 0);
	CHECK_EQ(pipe(data), 0);
	CHECK_EQ(pipe(empty), 0);

	for (int i = 0; i < 50; i++)
		CHECK_EQ(pthread_create(&t[i], NULL, held_then_return, (void *)(long)i), 0);
	for (int i = 0; i < 50; i++)
		CHECK_EQ(pthread_cancel(t[i]), 0);
	for (int i = 0; i < 50; i++)
		CHECK_EQ(write(gate[1], "g", 1), 1);
	for (int i = 0; i < 50; i++) {
		CHECK_EQ(pthread_join(t[i], &res), 0);
		CHECK(res == (void *)(long)i);
	}

	CHECK_EQ(pthread_create(&r, NULL, plain_reader, &runs), 0);
	for (int i = 0; i < 100; i++)
		CHECK_EQ(write(data[1], "x", 1), 1);
	CHECK_EQ(pthread_join(r, &res), 0);
	CHECK(res == &runs);

	CHECK_EQ(pthread_create(&r, NULL, blocked_reader, NULL), 0);
	while (!__atomic_load_n(&reader_tid, __ATOMIC_ACQUIRE))
		sched_yield();
	t_wait_blocked(reader_tid, NULL, "read");
	CHECK_EQ(pthread_cancel(r), 0);
	CHECK_EQ(pthread_join(r, &res), 0);
	CHECK(res == PTHREAD_CANCELED);
	CHECK_EQ(runs, 1);

	/* The main thread gets a request while disabled, then forks. */
	main_id = pthread_self();
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL), 0);
	CHECK_EQ(pthread_create(&r, NULL, cancel_main, NULL), 0);
	CHECK_EQ(pthread_join(r, NULL), 0);
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		alarm(20);   /* a request lost in the child: killed, not hung */
		pthread_cleanup_push(child_reports, NULL);
		CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, NULL), 0);
		read(empty[0], &c, 1);
		pthread_cleanup_pop(0);
		_exit(3);
	}
	CHECK_CHILD_OK(pid);
	CHECK_EQ(read(report[0], &c, 1), 1);
	CHECK_EQ(c, 'c');
	return 0;
}
