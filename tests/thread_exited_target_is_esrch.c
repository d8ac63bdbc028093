/* A thread that has exited but is not yet joined keeps its id valid, but
   it has no kernel thread any more: the kernel cleared its tid to 0, and
   0 means "the caller" to sched_setscheduler and friends.  Every function
   that acts on another thread must say so (ESRCH) instead of acting on
   the caller: the caller's policy, priority, affinity and name stay as
   they were.  glibc 2.36 agrees for the scheduling functions and
   pthread_getcpuclockid; its name functions fail with ENOENT (from
   /proc/self/task/0), which weft keeps; its affinity functions and
   pthread_getattr_np act on the caller and return 0, so those checks run
   against weft only (docs/threads.md, lifetime). */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static volatile pid_t child_tid;

static void *body(void *arg)
{
	(void)arg;
	child_tid = (pid_t)syscall(SYS_gettid);
	return (void *)7;
}

/* Waits until the kernel has released the thread: its /proc entry goes
   after the kernel has cleared its tid word. */
static void wait_gone(pid_t tid)
{
	char path[64];
	struct timespec ms = { 0, 1000000 };

	snprintf(path, sizeof path, "/proc/self/task/%d", (int)tid);
	for (int i = 0; access(path, F_OK) == 0; i++) {
		CHECK(i < 20000);
		nanosleep(&ms, NULL);
	}
}

int main(void)
{
	const char *mode = getenv("TEST_MODE");
	int weft = mode && !strcmp(mode, "weft");
	pthread_t t;
	struct sched_param sp, before_sp, after_sp;
	int policy, before_policy;
	char name[16], before_name[16];
	void *v;

	CHECK_EQ(prctl(PR_SET_NAME, "lifetime-main", 0, 0, 0), 0);
	CHECK_EQ(prctl(PR_GET_NAME, before_name, 0, 0, 0), 0);
	before_policy = sched_getscheduler(0);
	CHECK(before_policy >= 0);
	CHECK_EQ(sched_getparam(0, &before_sp), 0);

	CHECK_EQ(pthread_create(&t, NULL, body, NULL), 0);
	while (!child_tid)
		sched_yield();
	wait_gone(child_tid);

	/* A policy the caller does not have, that needs no privilege. */
	policy = before_policy == SCHED_BATCH ? SCHED_OTHER : SCHED_BATCH;
	memset(&sp, 0, sizeof sp);
	CHECK_EQ(pthread_setschedparam(t, policy, &sp), ESRCH);
	CHECK_EQ(pthread_getschedparam(t, &policy, &sp), ESRCH);
	CHECK_EQ(pthread_setschedprio(t, 0), ESRCH);
	CHECK_EQ(sched_getscheduler(0), before_policy);
	CHECK_EQ(sched_getparam(0, &after_sp), 0);
	CHECK_EQ(after_sp.sched_priority, before_sp.sched_priority);

	clockid_t clk;
	CHECK_EQ(pthread_getcpuclockid(t, &clk), ESRCH);

	CHECK_EQ(pthread_setname_np(t, "stolen"), ENOENT);
	CHECK_EQ(pthread_getname_np(t, name, sizeof name), ENOENT);
	CHECK_EQ(prctl(PR_GET_NAME, name, 0, 0, 0), 0);
	CHECK_STR(name, before_name);

	if (weft) {
		cpu_set_t mine, one, got;
		int cpu = -1;
		CHECK_EQ(sched_getaffinity(0, sizeof mine, &mine), 0);
		for (int i = CPU_SETSIZE - 1; i >= 0 && cpu < 0; i--)
			if (CPU_ISSET(i, &mine))
				cpu = i;
		CHECK(cpu >= 0);
		CPU_ZERO(&one);
		CPU_SET(cpu, &one);
		CHECK_EQ(pthread_setaffinity_np(t, sizeof one, &one), ESRCH);
		CHECK_EQ(pthread_getaffinity_np(t, sizeof got, &got), ESRCH);
		CHECK_EQ(sched_getaffinity(0, sizeof got, &got), 0);
		CHECK(CPU_EQUAL(&got, &mine));

		pthread_attr_t a;
		CHECK_EQ(pthread_getattr_np(t, &a), ESRCH);
	}

	/* The id itself stays valid until the join. */
	CHECK_EQ(pthread_join(t, &v), 0);
	CHECK_EQ((long)v, 7);

	/* And a live thread still works through the same functions. */
	CHECK_EQ(pthread_getschedparam(pthread_self(), &policy, &sp), 0);
	CHECK_EQ(policy, before_policy);
	return 0;
}
