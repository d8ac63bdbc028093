/* After fork from a threaded process, the child's one thread is a whole
   thread: pthread_self() is the value the forking thread had, its name is
   set through its own (new) tid, it creates and joins threads, and a
   thread it creates can join it after it calls pthread_exit (which needs
   the kernel to clear the child's tid at exit: the child must register
   its clear-tid address again, fork does not keep it).  Done once from
   the main thread and once from a second thread, with another thread
   busy in the parent each time. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static volatile int stop;

static void *busy(void *arg)
{
	(void)arg;
	while (!stop)
		sched_yield();
	return 0;
}

struct job { long n; pthread_t forker; };

/* A thread made in the child: its own id, not the forker's. */
static void *add_one(void *arg)
{
	struct job *j = arg;

	CHECK(!pthread_equal(pthread_self(), j->forker));
	return (void *)(j->n + 1);
}

/* Reads /proc/self/task/<tid>/comm without a trailing newline. */
static void comm_of(pid_t tid, char *buf, size_t size)
{
	char path[64];
	ssize_t n;

	snprintf(path, sizeof path, "/proc/self/task/%d/comm", (int)tid);
	n = t_read_file(path, buf, size);
	CHECK_GT(n, 0);
	if (buf[n - 1] == '\n')
		buf[n - 1] = 0;
}

static pthread_t forker;

/* Started in the child: joins the thread that forked, then ends; as the
   last thread, its return ends the child with status 0. */
static void *join_forker(void *arg)
{
	void *v = 0;

	(void)arg;
	int e = pthread_join(forker, &v);
	if (e) t_fail_eq(__FILE__, __LINE__, "join", e, 0);
	if (v != (void *)42) t_fail_eq(__FILE__, __LINE__, "v", (long)v, 42);
	return 0;
}

static void child(pthread_t before)
{
	struct job arg[4];
	pthread_t t[4], j;
	char name[32];
	void *v;

	alarm(20);          /* a hang shows as a signal, not a timeout */
	CHECK(pthread_equal(pthread_self(), before));
	CHECK_EQ(gettid(), getpid());
	CHECK_EQ(pthread_setname_np(pthread_self(), "forked-one"), 0);
	comm_of(gettid(), name, sizeof name);
	CHECK_STR(name, "forked-one");

	for (int round = 0; round < 3; round++) {
		for (int i = 0; i < 4; i++) {
			arg[i].n = i * 10;
			arg[i].forker = before;
			CHECK_EQ(pthread_create(&t[i], 0, add_one, &arg[i]), 0);
		}
		for (int i = 0; i < 4; i++) {
			CHECK_EQ(pthread_join(t[i], &v), 0);
			CHECK_EQ((long)v, i * 10 + 1);
		}
	}

	forker = pthread_self();
	CHECK_EQ(pthread_create(&j, 0, join_forker, 0), 0);
	pthread_exit((void *)42);
}

static void *fork_and_wait(void *arg)
{
	pthread_t self = pthread_self();
	char name[32];
	int status;
	pid_t pid;

	(void)arg;
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		child(self);
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	if (!WIFEXITED(status))
		t_fail_eq(__FILE__, __LINE__, "child killed by signal", WTERMSIG(status), 0);
	CHECK_EQ(WEXITSTATUS(status), 0);
	/* The child named its own thread, not ours. */
	comm_of(gettid(), name, sizeof name);
	CHECK(strcmp(name, "forked-one") != 0);
	return 0;
}

int main(void)
{
	pthread_t b, f;

	if (t_under_qemu())
		t_skip("qemu-user asserts when the fork child of a threaded program creates a thread");
	CHECK_EQ(pthread_create(&b, 0, busy, 0), 0);
	fork_and_wait(0);
	CHECK_EQ(pthread_create(&f, 0, fork_and_wait, 0), 0);
	CHECK_EQ(pthread_join(f, 0), 0);
	stop = 1;
	CHECK_EQ(pthread_join(b, 0), 0);
	return 0;
}
