/* For the sem_*eintr tests: a thread blocks in one of the semaphore
   waits on a semaphore at zero, a signal is sent to that thread with a
   handler installed with or without SA_RESTART, and the wait must fail
   with EINTR, the handler having run once, the semaphore unchanged and
   still usable (a later post is there for sem_trywait). */
#ifndef WEFT_TEST_SEM_WAIT_EINTR_H
#define WEFT_TEST_SEM_WAIT_EINTR_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <semaphore.h>
#include <signal.h>
#include <sys/syscall.h>
#include "cancel_test.h"

enum { W_WAIT, W_TIMEDWAIT, W_CLOCKWAIT };
static const char *const t_wait_names[] = { "sem_wait", "sem_timedwait", "sem_clockwait" };

static sem_t t_sem;
static int t_handled, t_armed, t_done, t_result, t_errno;
static pid_t t_waiter;

static void t_on_signal(int sig)
{
	(void)sig;
	__atomic_fetch_add(&t_handled, 1, __ATOMIC_SEQ_CST);
}

static void *t_waiter_main(void *arg)
{
	long how = (long)arg;
	struct timespec at;

	t_waiter = t_tid();
	__atomic_store_n(&t_armed, 1, __ATOMIC_RELEASE);
	switch (how) {
	case W_WAIT:
		t_result = sem_wait(&t_sem);
		break;
	case W_TIMEDWAIT:
		at = t_deadline_ms(CLOCK_REALTIME, 3600 * 1000L);
		t_result = sem_timedwait(&t_sem, &at);
		break;
	default:
		at = t_deadline_ms(CLOCK_MONOTONIC, 3600 * 1000L);
		t_result = sem_clockwait(&t_sem, CLOCK_MONOTONIC, &at);
		break;
	}
	t_errno = errno;
	__atomic_store_n(&t_done, 1, __ATOMIC_RELEASE);
	return 0;
}

/* One case: how is W_*, flags the handler's sa_flags. */
__attribute__((unused)) static void t_eintr_case(long how, int flags)
{
	struct sigaction sa;
	pthread_t t;
	int v = -1;

	t_puts(1, t_wait_names[how]);
	t_puts(1, flags & SA_RESTART ? " with SA_RESTART\n" : " without SA_RESTART\n");
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = t_on_signal;
	sa.sa_flags = flags;
	sigemptyset(&sa.sa_mask);
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	CHECK_EQ(sem_init(&t_sem, 0, 0), 0);
	t_handled = t_armed = t_done = 0;
	CHECK_EQ(pthread_create(&t, 0, t_waiter_main, (void *)how), 0);
	while (!__atomic_load_n(&t_armed, __ATOMIC_ACQUIRE))
		sched_yield();
	t_wait_blocked(t_waiter, &t_done, t_wait_names[how]);
	CHECK_EQ(syscall(SYS_tgkill, getpid(), t_waiter, SIGUSR1), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(t_handled, 1);
	CHECK_EQ(t_result, -1);
	CHECK_EQ(t_errno, EINTR);
	CHECK_EQ(sem_getvalue(&t_sem, &v), 0);
	CHECK_EQ(v, 0);
	CHECK_EQ(sem_post(&t_sem), 0);
	CHECK_EQ(sem_trywait(&t_sem), 0);
	CHECK_ERR(sem_trywait(&t_sem), EAGAIN);
	CHECK_EQ(sem_destroy(&t_sem), 0);
}

#endif
