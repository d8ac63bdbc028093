/* Misused thread ids that weft detects (docs/threads.md, lifetime): a
   second pthread_join or pthread_detach of an id that was already joined,
   or of a detached thread that has ended, returns ESRCH and never
   crashes, whatever the stack size (a non-default stack is unmapped at
   the join).  Joining a detached thread that still runs stays EINVAL,
   joining oneself EDEADLK, and a thread that has exited but is not yet
   joined is still joinable and detachable.  For glibc these misuses are
   undefined (it may crash), so this test is weft's only. */
// test: cflags -pthread
// test: weft-only
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static volatile pid_t last_tid;
static int gate[2];

static void *body(void *arg)
{
	last_tid = (pid_t)syscall(SYS_gettid);
	return arg;
}

static void *wait_gate(void *arg)
{
	char c;
	CHECK_EQ(read(gate[0], &c, 1), 1);
	return arg;
}

static void wait_gone(pid_t tid)
{
	char path[64] = "/proc/self/task/";
	char *p = path + 16, num[16], *q = num + sizeof num;
	struct timespec ms = { 0, 1000000 };

	*--q = 0;
	do
		*--q = '0' + tid % 10;
	while (tid /= 10);
	while (*q)
		*p++ = *q++;
	*p = 0;
	for (int i = 0; access(path, F_OK) == 0; i++) {
		CHECK(i < 20000);
		nanosleep(&ms, NULL);
	}
}

static void stale_ids(pthread_attr_t *attr)
{
	pthread_t t;
	void *v;

	/* Joined: join and detach again. */
	CHECK_EQ(pthread_create(&t, attr, body, (void *)1), 0);
	CHECK_EQ(pthread_join(t, &v), 0);
	CHECK_EQ((intptr_t)v, 1);
	CHECK_EQ(pthread_join(t, &v), ESRCH);
	CHECK_EQ(pthread_detach(t), ESRCH);
	CHECK_EQ(pthread_tryjoin_np(t, &v), ESRCH);

	/* Exited, not joined: still detachable (which reclaims it), then
	   gone. */
	last_tid = 0;
	CHECK_EQ(pthread_create(&t, attr, body, (void *)2), 0);
	while (!last_tid)
		sched_yield();
	wait_gone(last_tid);
	CHECK_EQ(pthread_detach(t), 0);
	CHECK_EQ(pthread_detach(t), ESRCH);
	CHECK_EQ(pthread_join(t, &v), ESRCH);

	/* Exited, not joined: still joinable. */
	last_tid = 0;
	CHECK_EQ(pthread_create(&t, attr, body, (void *)3), 0);
	while (!last_tid)
		sched_yield();
	wait_gone(last_tid);
	CHECK_EQ(pthread_join(t, &v), 0);
	CHECK_EQ((intptr_t)v, 3);
	CHECK_EQ(pthread_join(t, &v), ESRCH);

	/* Detached while running: EINVAL; once it has ended, ESRCH. */
	CHECK_EQ(pthread_create(&t, attr, wait_gate, NULL), 0);
	CHECK_EQ(pthread_detach(t), 0);
	CHECK_EQ(pthread_join(t, &v), EINVAL);
	CHECK_EQ(pthread_detach(t), EINVAL);
	last_tid = 0;
	char c = 'g';
	CHECK_EQ(write(gate[1], &c, 1), 1);
	/* Created detached: same. */
	pthread_attr_t d = *attr;
	CHECK_EQ(pthread_attr_setdetachstate(&d, PTHREAD_CREATE_DETACHED), 0);
	pthread_t dt;
	CHECK_EQ(pthread_create(&dt, &d, body, NULL), 0);
	while (!last_tid)
		sched_yield();
	wait_gone(last_tid);
	/* Both detached threads have left the kernel: their ids are gone. */
	CHECK_EQ(pthread_join(dt, &v), ESRCH);
	CHECK_EQ(pthread_detach(dt), ESRCH);
}

int main(void)
{
	pthread_attr_t a;

	CHECK_EQ(pipe(gate), 0);
	CHECK_EQ(pthread_join(pthread_self(), NULL), EDEADLK);

	/* Default stacks (their memory goes to the stack cache)... */
	CHECK_EQ(pthread_attr_init(&a), 0);
	stale_ids(&a);
	/* ...and a size no cache keeps (the memory is unmapped). */
	CHECK_EQ(pthread_attr_setstacksize(&a, 80 * 1024), 0);
	stale_ids(&a);
	pthread_attr_destroy(&a);
	return 0;
}
