/* System calls made by the semaphore operations, counted by tracing
   (syscall_trace.h: strace, or qemu-user's own log) a child doing them
   between getppid markers:
   1. none for sem_post with nobody waiting and for sem_wait, sem_trywait,
      sem_timedwait and sem_clockwait with the value positive, private
      and process-shared, in a process that has threads: 100000 each;
   2. none for a post after waiters left without a unit (cancelled in
      sem_wait, interrupted by a signal, timed out): each gave its
      registration back;
   3. one wake for two posts in a row to one sleeping waiter: the second
      post sees the first unit still there for that waiter.
   Skipped without strace. */
// test: weft-only
// test: timeout 60
// test: cflags -pthread
#define _GNU_SOURCE
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <sys/syscall.h>
#include "cancel_test.h"
#include "syscall_trace.h"

static sem_t s;
static int armed, done;
static pid_t waiter;

static void *wait_main(void *arg)
{
	struct timespec at = t_deadline_ms(CLOCK_MONOTONIC, 300);

	waiter = t_tid();
	__atomic_store_n(&armed, 1, __ATOMIC_RELEASE);
	if (arg == (void *)1)
		CHECK_ERR(sem_clockwait(&s, CLOCK_MONOTONIC, &at), ETIMEDOUT);
	else if (arg == (void *)2)
		CHECK_ERR(sem_wait(&s), EINTR);
	else
		CHECK_EQ(sem_wait(&s), 0);
	__atomic_store_n(&done, 1, __ATOMIC_RELEASE);
	return 0;
}

static void nothing(int sig)
{
	(void)sig;
}

/* A waiter thread blocked on s; kind 0: plain, 1: times out, 2: to be
   interrupted. */
static pthread_t start_waiter(long kind)
{
	pthread_t t;

	armed = done = 0;
	CHECK_EQ(pthread_create(&t, 0, wait_main, (void *)kind), 0);
	while (!__atomic_load_n(&armed, __ATOMIC_ACQUIRE))
		sched_yield();
	if (kind != 1)
		t_wait_blocked(waiter, &done, "sem_wait");
	return t;
}

static int work(void)
{
	struct timespec far = t_deadline_ms(CLOCK_REALTIME, 3600 * 1000L);
	sem_t shared;
	pthread_t t;
	void *res;

	/* threaded from here on */
	CHECK_EQ(pthread_create(&t, 0, wait_main, (void *)1), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	/* Without SA_RESTART (signal() sets it), so that the handler ends
	   a sem_wait with EINTR. */
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = nothing;
	sigemptyset(&sa.sa_mask);
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	CHECK_EQ(sem_init(&s, 0, 0), 0);
	CHECK_EQ(sem_init(&shared, 1, 1), 0);

	getppid();	/* 1 */
	for (int i = 0; i < 100000; i++) {
		CHECK_EQ(sem_post(&s), 0);
		CHECK_EQ(sem_wait(&s), 0);
		CHECK_EQ(sem_post(&s), 0);
		CHECK_EQ(sem_trywait(&s), 0);
		CHECK_EQ(sem_post(&s), 0);
		CHECK_EQ(sem_timedwait(&s, &far), 0);
		CHECK_EQ(sem_post(&s), 0);
		CHECK_EQ(sem_clockwait(&s, CLOCK_REALTIME, &far), 0);
		CHECK_EQ(sem_wait(&shared), 0);
		CHECK_EQ(sem_post(&shared), 0);
		CHECK_EQ(sem_trywait(&shared), 0);
		CHECK_EQ(sem_post(&shared), 0);
	}
	getppid();	/* 2 */

	t = start_waiter(0);
	CHECK_EQ(pthread_cancel(t), 0);
	CHECK_EQ(pthread_join(t, &res), 0);
	CHECK(res == PTHREAD_CANCELED);
	t = start_waiter(1);
	CHECK_EQ(pthread_join(t, 0), 0);
	t = start_waiter(2);
	CHECK_EQ(syscall(SYS_tgkill, getpid(), waiter, SIGUSR1), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	getppid();	/* 3 */
	CHECK_EQ(sem_post(&s), 0);
	getppid();	/* 4 */
	CHECK_EQ(sem_trywait(&s), 0);

	t = start_waiter(0);
	getppid();	/* 5 */
	CHECK_EQ(sem_post(&s), 0);
	CHECK_EQ(sem_post(&s), 0);
	getppid();	/* 6 */
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(sem_trywait(&s), 0);
	CHECK_ERR(sem_trywait(&s), EAGAIN);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "child"))
		return work();
	CHECK_EQ(t_trace_self("child", "futex,getppid", "trace.txt"), 0);
	/* A marker whose line another thread's output splits shows as
	   "getppid( <unfinished ...>" and "<... getppid resumed>": count
	   the first. */
	CHECK_EQ(t_sh("grep -c 'getppid(' trace.txt | grep -qx 6"), 0);
	/* the lines between markers n and n+1 into between.n */
	CHECK_EQ(t_sh("awk '/getppid\\(/ { n++; next } n { print > (\"between.\" n) }' trace.txt; "
		      "touch between.1 between.3 between.5"), 0);
	CHECK_EQ(t_sh("cat between.1; ! grep -q futex between.1"), 0);
	CHECK_EQ(t_sh("cat between.3; ! grep -q futex between.3"), 0);
	CHECK_EQ(t_sh("cat between.5; test $(grep -c FUTEX_WAKE between.5) -eq 1"), 0);
	return 0;
}
