/* pthread_kill: signal 0 reports a live thread; a signal runs its handler
   on the thread named (the handler records its tid) and on no other; a
   thread that has exited but is not joined yet is still a valid id
   (POSIX 2024: 0, for signal 0 and for a real signal); invalid signals
   and the implementation's internal ones (32, 33) give EINVAL, from
   raise too.  Also
   pthread_kill to oneself runs the handler before returning. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"

static volatile pid_t got_tid[4];
static volatile int nhits;
static pthread_barrier_t bar;
static volatile int stop;

static void h(int s)
{
	(void)s;
	int n = __atomic_fetch_add(&nhits, 1, __ATOMIC_SEQ_CST);
	if (n < 4)
		got_tid[n] = (pid_t)syscall(SYS_gettid);
}

struct arg { pid_t tid; };

static void *wait_for_stop(void *p)
{
	struct arg *a = p;
	a->tid = (pid_t)syscall(SYS_gettid);
	pthread_barrier_wait(&bar);
	while (!__atomic_load_n(&stop, __ATOMIC_SEQ_CST) || nhits == 0)
		usleep(1000);
	return 0;
}

static volatile pid_t quick_tid;

static void *quick(void *p)
{
	(void)p;
	quick_tid = (pid_t)syscall(SYS_gettid);
	return (void *)7;
}

int main(void)
{
	struct sigaction sa = { 0 };
	struct arg a[3];
	pthread_t t[3], q;
	void *res;

	sa.sa_handler = h;
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);

	/* Errors first, before any signal. */
	CHECK_EQ(pthread_kill(pthread_self(), -1), EINVAL);
	CHECK_EQ(pthread_kill(pthread_self(), _NSIG), EINVAL);
	CHECK_EQ(pthread_kill(pthread_self(), 32), EINVAL);
	CHECK_EQ(pthread_kill(pthread_self(), 33), EINVAL);
	CHECK_EQ(pthread_kill(pthread_self(), 0), 0);
	CHECK_ERR(raise(32), EINVAL);
	CHECK_ERR(raise(33), EINVAL);
	CHECK_EQ(nhits, 0);

	/* To oneself: the handler has run when pthread_kill returns. */
	CHECK_EQ(pthread_kill(pthread_self(), SIGUSR1), 0);
	CHECK_EQ(nhits, 1);
	CHECK_EQ(got_tid[0], (pid_t)syscall(SYS_gettid));
	nhits = 0;

	/* To the middle of three threads: only it runs the handler.  Main
	   blocks SIGUSR1 so that a misdirected process signal would show. */
	sigset_t s;
	sigemptyset(&s);
	sigaddset(&s, SIGUSR1);
	CHECK_EQ(pthread_barrier_init(&bar, 0, 4), 0);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(pthread_create(&t[i], 0, wait_for_stop, &a[i]), 0);
	CHECK_EQ(pthread_sigmask(SIG_BLOCK, &s, 0), 0);
	pthread_barrier_wait(&bar);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(pthread_kill(t[i], 0), 0);
	CHECK_EQ(pthread_kill(t[1], SIGUSR1), 0);
	__atomic_store_n(&stop, 1, __ATOMIC_SEQ_CST);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(nhits, 1);
	CHECK_EQ(got_tid[0], a[1].tid);
	CHECK_EQ(pthread_sigmask(SIG_UNBLOCK, &s, 0), 0);

	/* Exited, not joined: a valid id. */
	CHECK_EQ(pthread_create(&q, 0, quick, 0), 0);
	/* The thread is gone once the kernel has no task for it; wait for
	   that without joining (its /proc entry disappears). */
	while (!quick_tid)
		usleep(1000);
	char path[64];
	snprintf(path, sizeof path, "/proc/self/task/%d", (int)quick_tid);
	while (access(path, F_OK) == 0)
		usleep(1000);
	CHECK_EQ(pthread_kill(q, 0), 0);
	CHECK_EQ(pthread_kill(q, SIGUSR1), 0);
	CHECK_EQ(nhits, 1);
	CHECK_EQ(pthread_join(q, &res), 0);
	CHECK(res == (void *)7);
	return 0;
}
