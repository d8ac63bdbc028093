/* sem_post is async-signal-safe: a handler's post wakes a thread blocked
   in sem_wait or sem_timedwait, whether the handler runs in another
   thread or interrupts the waiter itself (with SA_RESTART; the wait then
   takes the unit instead of failing).  Each wait returns 0 and the
   semaphore is back at zero. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <semaphore.h>
#include <signal.h>
#include <sys/syscall.h>
#include "cancel_test.h"

static sem_t s;
static int armed, done, result, err;
static pid_t waiter;

static void post(int sig)
{
	int e = errno;
	(void)sig;
	if (sem_post(&s) != 0)
		_exit(3);
	errno = e;
}

static void *wait_main(void *arg)
{
	struct timespec at = t_deadline_ms(CLOCK_REALTIME, 3600 * 1000L);

	waiter = t_tid();
	__atomic_store_n(&armed, 1, __ATOMIC_RELEASE);
	result = arg ? sem_timedwait(&s, &at) : sem_wait(&s);
	err = errno;
	__atomic_store_n(&done, 1, __ATOMIC_RELEASE);
	return 0;
}

/* timed: sem_timedwait instead of sem_wait; self: signal the waiter
   rather than the main thread. */
static void one(int timed, int self, int flags)
{
	struct sigaction sa;
	pthread_t t;
	int v = -1;

	t_puts(1, timed ? "sem_timedwait" : "sem_wait");
	t_puts(1, self ? ", handler in the waiter\n" : ", handler in another thread\n");
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = post;
	sa.sa_flags = flags;
	sigemptyset(&sa.sa_mask);
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	CHECK_EQ(sem_init(&s, 0, 0), 0);
	armed = done = 0;
	CHECK_EQ(pthread_create(&t, 0, wait_main, timed ? &s : 0), 0);
	while (!__atomic_load_n(&armed, __ATOMIC_ACQUIRE))
		sched_yield();
	t_wait_blocked(waiter, &done, "the wait");
	CHECK_EQ(syscall(SYS_tgkill, getpid(), self ? waiter : t_tid(), SIGUSR1), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	if (result)
		CHECK_EQ(err, 0);
	CHECK_EQ(result, 0);
	CHECK_EQ(sem_getvalue(&s, &v), 0);
	CHECK_EQ(v, 0);
	CHECK_EQ(sem_destroy(&s), 0);
}

int main(void)
{
	one(0, 0, 0);
	one(1, 0, 0);
	one(0, 0, SA_RESTART);
	one(0, 1, SA_RESTART);
	return 0;
}
